import { useState } from 'react';
import { bookingCopy } from '../../../content/booking';
import type { TrialSlot } from '../api/get-trial-slots';
import { useTrialSlots } from '../api/use-trial-slots';
import { SlotList } from './slot-list';

interface MoveBookingProps {
  course: string;
  timeZone: string;
  locale?: string;
  /** Moves the class; answers whether the time was just taken (then the times are loaded again). */
  onPick: (slot: TrialSlot) => Promise<'moved' | 'taken' | 'failed'>;
  onKeep: () => void;
}

/** The slot picker of the private-link page: every offered time of the course (docs/requirements.md#trial-private-link). */
export function MoveBooking({ course, timeZone, locale, onPick, onKeep }: MoveBookingProps) {
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const slots = useTrialSlots(course, refresh);

  async function pick(slot: TrialSlot) {
    setBusy(true);
    const outcome = await onPick(slot);
    if (outcome === 'moved') return;
    setBusy(false);
    setNote(outcome === 'taken' ? bookingCopy.slotTaken : bookingCopy.failed);
    if (outcome === 'taken') setRefresh((count) => count + 1);
  }

  return (
    <section className="offer" aria-labelledby="move-title" aria-busy={busy}>
      <h3 id="move-title">{bookingCopy.moveHeading}</h3>
      {note && (
        <p className="offer__note" role="alert">
          {note}
        </p>
      )}
      {slots.status === 'loading' && <p role="status">{bookingCopy.loadingTimes}</p>}
      {slots.status === 'failed' && <p role="alert">{bookingCopy.loadFailed}</p>}
      {slots.status === 'ready' &&
        (slots.slots.length > 0 ? (
          <SlotList
            slots={slots.slots}
            timeZone={timeZone}
            locale={locale}
            disabled={busy}
            onPick={(slot) => void pick(slot)}
          />
        ) : (
          <p>{bookingCopy.noOtherTimes}</p>
        ))}
      <div className="offer__actions">
        <button type="button" className="btn btn--outline" onClick={onKeep}>
          {bookingCopy.keepTime}
        </button>
      </div>
    </section>
  );
}
