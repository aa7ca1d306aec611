import { browserTimeZone, manageBookingPath } from '@school/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { bookingCopy } from '../../../content/booking';
import { useBookingPage, type BookingPage } from '../../../lib/booking-page';
import type { TrialSlot } from '../api/get-trial-slots';
import type { VisitorBooking } from '../api/visitor-trial-booking';
import { BookingFacts } from './booking-facts';
import { MoveBooking } from './move-booking';

type Mode = 'idle' | 'confirm' | 'move';
type View =
  | { name: 'loading' }
  | { name: 'failed' }
  | { name: 'invalid' }
  | { name: 'cancelled' }
  | { name: 'shown'; booking: VisitorBooking; mode: Mode; note?: string };

const api = () => import('../api/visitor-trial-booking');

const NOTES: Record<NonNullable<BookingPage['note']>, string> = {
  moved: bookingCopy.moved,
  taken: bookingCopy.slotTaken,
  failed: bookingCopy.failed,
};

/** The view the server rendered (the page at /Trial/booking/<token>), or loading (the shell, read in the browser). */
function initialView(page: BookingPage | null): View {
  if (!page) return { name: 'loading' };
  if (page.state !== 'shown' || !page.booking) return { name: page.state === 'cancelled' ? 'cancelled' : 'invalid' };
  return { name: 'shown', booking: page.booking, mode: page.mode, note: page.note && NOTES[page.note] };
}

/** A form that works without script (its own address and fields) and, with script, runs `run` instead. */
const scripted = (run: () => void) => (event: FormEvent) => {
  event.preventDefault();
  run();
};

/**
 * The visitor's private link (docs/requirements.md#trial-private-link): /Trial/booking/<token>, rendered by the
 * server with the class in it, or /Trial/booking#<token>, read in the browser. The class is shown in the visitor's
 * zone, and can be cancelled (after a confirm step) or moved to another offered time: every action is a form the
 * server takes without script, which the script runs in place once loaded. Focus moves to each result.
 */
export function ManageBooking({ timeZone, locale }: { timeZone?: string; locale?: string }) {
  const { hash } = useLocation();
  const params = useParams();
  const token = params.token ?? decodeURIComponent(hash.replace(/^#/, ''));
  const served = useBookingPage();
  const page = served?.token === token ? served : null;
  const [view, setView] = useState<View>(() => initialView(page));
  const [zone, setZone] = useState(timeZone ?? page?.timeZone);
  const result = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (page) return; // the server rendered it: nothing to look up
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
  }, [token, timeZone, page]);

  const mode = view.name === 'shown' ? view.mode : undefined;
  const note = view.name === 'shown' ? view.note : undefined;
  // a page the server rendered is not a result to move focus to; what the visitor does on it is
  const loaded = useRef(page !== null && !page.note);
  useEffect(() => {
    if (loaded.current) {
      loaded.current = false;
      return;
    }
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
  const here = manageBookingPath(token);

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
          <form method="get" action={here} onSubmit={scripted(() => show({ mode: 'move' }))}>
            <input type="hidden" name="move" value="1" />
            <button type="submit" className="btn btn--primary">
              {bookingCopy.move}
            </button>
          </form>
          <form method="get" action={here} onSubmit={scripted(() => show({ mode: 'confirm' }))}>
            <input type="hidden" name="cancel" value="1" />
            <button type="submit" className="btn btn--outline">
              {bookingCopy.cancel}
            </button>
          </form>
        </div>
      )}
      {mode === 'confirm' && (
        <div role="group" aria-labelledby="cancel-question">
          <p id="cancel-question">{bookingCopy.cancelConfirm}</p>
          <div className="offer__actions">
            <form method="post" action={`${here}/cancel`} onSubmit={scripted(() => void cancel())}>
              <button type="submit" className="btn btn--primary">
                {bookingCopy.cancelYes}
              </button>
            </form>
            <form method="get" action={here} onSubmit={scripted(() => show({ mode: 'idle' }))}>
              <button type="submit" className="btn btn--outline">
                {bookingCopy.cancelNo}
              </button>
            </form>
          </div>
        </div>
      )}
      {mode === 'move' && (
        <MoveBooking
          course={booking.course}
          timeZone={zone}
          locale={locale}
          action={`${here}/move`}
          keepAction={here}
          initialSlots={page?.mode === 'move' ? page.slots : undefined}
          onPick={move}
          onKeep={() => show({ mode: 'idle' })}
        />
      )}
    </div>
  );
}
