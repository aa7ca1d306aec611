import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { bookingCopy } from '../../../content/booking';
import type { TrialSlot } from '../api/get-trial-slots';
import { groupSlotsByDay, isNightTime, zoneLabel } from '../utils/slot-days';

/** Days shown at first, and added by each "more". */
export const DAYS_PER_PAGE = 3;

interface SlotListProps {
  slots: TrialSlot[];
  /** An IANA zone; the browser's own in the site. */
  timeZone: string;
  locale?: string;
  disabled?: boolean;
  /** Each time a submit button of this name (value "<startsAt> <teacherId>"), so its form posts without script. */
  submitName?: string;
  /** Show every day and every time from the start (a page the server rendered: no script to ask for more). */
  expanded?: boolean;
  onPick: (slot: TrialSlot) => void;
}

/**
 * Offered times grouped by day in the visitor's zone, which is named above them (docs/requirements.md#trial-offer),
 * a few days at a time, daytime first: times from 22:00 to 07:00 in that zone (a child's night) wait behind "Show all
 * times". Each time is a button: picking it books (or moves) the class.
 */
export function SlotList(props: SlotListProps) {
  const { slots, timeZone, locale, disabled, submitName, expanded, onPick } = props;
  const [all, setAll] = useState(expanded ?? false);
  const night = useMemo(() => slots.filter((slot) => isNightTime(slot.startsAt, timeZone)), [slots, timeZone]);
  const offered = useMemo(
    () => (all || night.length === 0 ? slots : slots.filter((slot) => !night.includes(slot))),
    [all, slots, night],
  );
  const days = useMemo(() => groupSlotsByDay(offered, timeZone, locale), [offered, timeZone, locale]);
  const [shown, setShown] = useState(expanded ? Number.MAX_SAFE_INTEGER : DAYS_PER_PAGE);
  const firstNew = useRef<HTMLHeadingElement>(null);
  const grew = useRef(false);
  useLayoutEffect(() => {
    if (grew.current) firstNew.current?.focus();
    grew.current = false;
  }, [shown]);
  const visible = days.slice(0, shown);
  const zone = zoneLabel(
    timeZone,
    visible.flatMap((day) => day.slots.map(({ slot }) => slot.startsAt)),
    locale,
  );

  return (
    <div className="slot-list">
      <p className="slot-list__zone">
        {bookingCopy.zonePrefix} {zone}
      </p>
      {visible.map((day, index) => (
        <div key={day.key} className="slot-day" role="group" aria-labelledby={`slot-day-${day.key}`}>
          <h4 id={`slot-day-${day.key}`} tabIndex={-1} ref={index === shown - DAYS_PER_PAGE ? firstNew : undefined}>
            {day.label}
          </h4>
          <ul className="slot-day__times">
            {day.slots.map(({ slot, time }) => (
              <li key={`${slot.startsAt}-${slot.teacherId}`}>
                <button
                  type={submitName ? 'submit' : 'button'}
                  name={submitName}
                  value={submitName ? `${slot.startsAt} ${slot.teacherId}` : undefined}
                  className="btn btn--outline slot"
                  disabled={disabled}
                  onClick={() => onPick(slot)}
                >
                  {time} with {slot.teacherFirstName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {shown < days.length && (
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => {
            grew.current = true;
            setShown((count) => count + DAYS_PER_PAGE);
          }}
        >
          {bookingCopy.more}
        </button>
      )}
      {!all && night.length > 0 && (
        <p className="slot-list__night">
          {bookingCopy.nightHidden(night.length)}{' '}
          <button type="button" className="btn btn--outline" onClick={() => setAll(true)}>
            {bookingCopy.showAllTimes}
          </button>
        </p>
      )}
    </div>
  );
}
