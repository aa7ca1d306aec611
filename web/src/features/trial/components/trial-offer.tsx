import { useEffect, useRef, useState } from 'react';
import { browserTimeZone } from '@school/common';
import { bookingCopy } from '../../../content/booking';
import { bookTrial, type BookedTrial } from '../api/book-trial';
import type { TrialSlot } from '../api/get-trial-slots';
import { useTrialSlots } from '../api/use-trial-slots';
import { BookingConfirmation } from './booking-confirmation';
import { SlotList } from './slot-list';

export interface TrialOfferProps {
  trialRequestId: string;
  bookingToken: string;
  /** The form's course value (trimmed before it is sent). */
  course: string;
  /** An IANA zone; the browser's own by default. */
  timeZone?: string;
  locale?: string;
  /** Told once the class is booked (the form's "what happens next" line goes; the page remembers the booking). */
  onBooked?: (booking: BookedTrial, timeZone: string) => void;
}

type Phase = { name: 'choose'; note?: string } | { name: 'booked'; booking: BookedTrial } | { name: 'skipped' };

/**
 * The offer of free times shown under the trial form after its success alert (docs/requirements.md#trial-offer).
 * Loaded only after a submit. No free time, or slots that fail to load: nothing is shown, the request waits for the
 * school as before.
 */
export default function TrialOffer(props: TrialOfferProps) {
  const { trialRequestId, bookingToken, course, timeZone, locale, onBooked } = props;
  const zone = timeZone ?? browserTimeZone();
  const [refresh, setRefresh] = useState(0);
  const [phase, setPhase] = useState<Phase>({ name: 'choose' });
  const [busy, setBusy] = useState(false);
  const slots = useTrialSlots(course, refresh);
  const result = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = slots.status === 'ready' && slots.slots.length > 0;

  useEffect(() => {
    if (phase.name === 'choose' && ready && !phase.note) heading.current?.focus();
  }, [ready, phase]);
  useEffect(() => {
    if (phase.name !== 'choose' || phase.note) result.current?.focus();
  }, [phase]);

  async function pick(slot: TrialSlot) {
    setBusy(true);
    const outcome = await bookTrial(trialRequestId, bookingToken, slot);
    setBusy(false);
    if (outcome.ok) {
      setPhase({ name: 'booked', booking: outcome.booking });
      onBooked?.(outcome.booking, zone);
    } else {
      setPhase({ name: 'choose', note: outcome.slotTaken ? bookingCopy.slotTaken : bookingCopy.failed });
      if (outcome.slotTaken) setRefresh((count) => count + 1);
    }
  }

  if (phase.name === 'booked')
    return <BookingConfirmation booking={phase.booking} timeZone={zone} locale={locale} headingRef={result} />;
  if (phase.name === 'skipped')
    return (
      <p className="offer__result" role="status" tabIndex={-1} ref={result}>
        {bookingCopy.skipped}
      </p>
    );
  if (!ready && !phase.note) return null;

  return (
    <section className="offer card" aria-labelledby="offer-title" aria-busy={busy}>
      <h3 id="offer-title" tabIndex={-1} ref={heading}>
        {bookingCopy.offerHeading}
      </h3>
      {phase.note && (
        <p className="offer__note" role="alert" tabIndex={-1} ref={result}>
          {phase.note}
        </p>
      )}
      <p>{bookingCopy.offerIntro}</p>
      {ready && (
        <SlotList
          slots={slots.slots}
          timeZone={zone}
          locale={locale}
          disabled={busy}
          onPick={(slot) => void pick(slot)}
        />
      )}
      {busy && <p role="status">{bookingCopy.booking}</p>}
      <button type="button" className="btn btn--outline offer__skip" onClick={() => setPhase({ name: 'skipped' })}>
        {bookingCopy.skip}
      </button>
    </section>
  );
}
