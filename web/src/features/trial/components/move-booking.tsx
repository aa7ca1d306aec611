import { useState, type FormEvent } from 'react';
import { bookingCopy } from '../../../content/booking';
import type { TrialSlot } from '../api/get-trial-slots';
import { useTrialSlots } from '../api/use-trial-slots';
import { SlotList } from './slot-list';

interface MoveBookingProps {
  course: string;
  timeZone: string;
  locale?: string;
  /** Where the times post without script (each time a submit button named `slot`), and where "keep" goes. */
  action: string;
  keepAction: string;
  /** The times the server rendered the page with (no first load). */
  initialSlots?: TrialSlot[];
  /** Moves the class; answers whether the time was just taken (then the times are loaded again). */
  onPick: (slot: TrialSlot) => Promise<'moved' | 'taken' | 'failed'>;
  onKeep: () => void;
}

const prevent = (event: FormEvent) => event.preventDefault();

/** The slot picker of the private-link page: every offered time of the course (docs/requirements.md#trial-private-link). */
export function MoveBooking(props: MoveBookingProps) {
  const { course, timeZone, locale, action, keepAction, initialSlots, onPick, onKeep } = props;
  const [refresh, setRefresh] = useState(0);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string>();
  const slots = useTrialSlots(course, refresh, initialSlots);

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
          <form method="post" action={action} onSubmit={prevent}>
            <SlotList
              slots={slots.slots}
              timeZone={timeZone}
              locale={locale}
              disabled={busy}
              submitName="slot"
              expanded={initialSlots !== undefined}
              onPick={(slot) => void pick(slot)}
            />
          </form>
        ) : (
          <p>{bookingCopy.noOtherTimes}</p>
        ))}
      <form
        method="get"
        action={keepAction}
        className="offer__actions"
        onSubmit={(event) => {
          event.preventDefault();
          onKeep();
        }}
      >
        <button type="submit" className="btn btn--outline">
          {bookingCopy.keepTime}
        </button>
      </form>
    </section>
  );
}
