import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { bookingCopy } from '../../../content/booking';
import type { TrialSlot } from '../api/get-trial-slots';
import type { VisitorBooking } from '../api/visitor-trial-booking';
import { browserTimeZone } from '../utils/slot-days';
import { BookingFacts } from './booking-facts';
import { MoveBooking } from './move-booking';

type View =
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'invalid' }
  | { name: 'cancelled' }
  | { name: 'shown'; booking: VisitorBooking; mode: 'idle' | 'confirm' | 'move'; note?: string };

const api = () => import('../api/visitor-trial-booking');

/**
 * The visitor's private link (docs/requirements.md#trial-private-link): /Trial/booking#<token>. The token is read
 * in the browser only (the prerendered page holds no booking); the class is shown in the visitor's zone, and can be
 * cancelled (after a confirm step) or moved to another offered time. Focus moves to each result.
 */
export function ManageBooking({ timeZone, locale }: { timeZone?: string; locale?: string }) {
  const { hash } = useLocation();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  const [view, setView] = useState<View>({ name: 'loading' });
  const [zone, setZone] = useState(timeZone);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    setZone(timeZone ?? browserTimeZone());
    if (!token) return setView({ name: 'invalid' });
    let live = true;
    setView({ name: 'loading' });
    api()
      .then(({ getVisitorBooking }) => getVisitorBooking(token))
      .then(
        (booking) => {
          if (!live) return;
          if (booking && booking.status === 'booked') setView({ name: 'shown', booking, mode: 'idle' });
          else setView({ name: 'invalid' });
        },
        () => live && setView({ name: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [token, timeZone]);

  const mode = view.name === 'shown' ? view.mode : undefined;
  const note = view.name === 'shown' ? view.note : undefined;
  useEffect(() => {
    if (view.name !== 'loading' && mode !== 'move') result.current?.focus();
  }, [view.name, mode, note]);

  if (view.name === 'loading' || !zone) return <p role="status">{bookingCopy.loading}</p>;
  if (view.name === 'failed') return <p role="alert">{bookingCopy.loadFailed}</p>;
  if (view.name === 'invalid' || view.name === 'cancelled') {
    const cancelled = view.name === 'cancelled';
    return (
      <div className="offer card">
        <h2 tabIndex={-1} ref={result}>
          {cancelled ? bookingCopy.cancelled : bookingCopy.invalidHeading}
        </h2>
        {!cancelled && <p>{bookingCopy.invalidText}</p>}
        <p>
          <Link to={paths.trial}>{bookingCopy.bookAnother}</Link>
        </p>
      </div>
    );
  }

  const { booking } = view;
  const show = (next: Partial<Extract<View, { name: 'shown' }>>) => setView({ ...view, note: undefined, ...next });

  async function cancel() {
    const outcome = await (await api()).cancelVisitorBooking(token);
    if (outcome.ok) setView({ name: 'cancelled' });
    else show({ mode: 'idle', note: bookingCopy.cancelFailed });
  }

  async function move(slot: TrialSlot): Promise<'moved' | 'taken' | 'failed'> {
    const outcome = await (await api()).moveVisitorBooking(token, slot.startsAt);
    if (outcome.ok) show({ booking: outcome.booking, mode: 'idle', note: bookingCopy.moved });
    return outcome.ok ? 'moved' : outcome.slotTaken ? 'taken' : 'failed';
  }

  return (
    <div className="offer card">
      <h2 tabIndex={-1} ref={result}>
        {note ?? bookingCopy.manageHeading}
      </h2>
      <BookingFacts booking={booking} timeZone={zone} locale={locale} />
      {mode === 'idle' && (
        <div className="offer__actions">
          <button type="button" className="btn btn--primary" onClick={() => show({ mode: 'move' })}>
            {bookingCopy.move}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => show({ mode: 'confirm' })}>
            {bookingCopy.cancel}
          </button>
        </div>
      )}
      {mode === 'confirm' && (
        <div role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{bookingCopy.cancelConfirm}</p>
          <div className="offer__actions">
            <button type="button" className="btn btn--primary" onClick={() => void cancel()}>
              {bookingCopy.cancelYes}
            </button>
            <button type="button" className="btn btn--outline" onClick={() => show({ mode: 'idle' })}>
              {bookingCopy.cancelNo}
            </button>
          </div>
        </div>
      )}
      {mode === 'move' && (
        <MoveBooking
          course={booking.course}
          timeZone={zone}
          locale={locale}
          onPick={move}
          onKeep={() => show({ mode: 'idle' })}
        />
      )}
    </div>
  );
}
