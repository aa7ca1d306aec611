/**
 * Offered trial times as the visitor reads them (docs/requirements.md#trial-slots): instants arrive in UTC and are
 * shown in the visitor's own zone and locale. Every conversion is common's (zone-format.ts: Intl with an explicit
 * IANA zone), so a day boundary or a DST change falls where the visitor's clock puts it; no offset is computed here.
 */
import { browserLocale, dayLabel, instantLabel, shortZoneNames, wallClock, zonedDay } from '@school/common';

export interface TimedSlot {
  startsAt: string;
}

export interface SlotDay<T extends TimedSlot> {
  /** YYYY-MM-DD in the zone. */
  key: string;
  /** e.g. "Tuesday 25 November" (the locale decides the order). */
  label: string;
  slots: { slot: T; time: string }[];
}

/** Slots grouped by their calendar day in `timeZone`, in the order given (the API answers earliest first). */
export function groupSlotsByDay<T extends TimedSlot>(slots: T[], timeZone: string, locale?: string): SlotDay<T>[] {
  const shownIn = locale ?? browserLocale();
  const days = new Map<string, SlotDay<T>>();
  for (const slot of slots) {
    const key = zonedDay(slot.startsAt, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel(key, 'long', shownIn), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ slot, time: instantLabel(slot.startsAt, timeZone, 'time', shownIn) });
  }
  return [...days.values()];
}

/**
 * The zone named for people: its IANA id and its short names at the given instants, e.g. "Australia/Sydney (AEDT)",
 * or "Europe/London (GMT / BST)" when the times shown straddle a DST change.
 */
export function zoneLabel(timeZone: string, instants: string[], locale?: string): string {
  const names = shortZoneNames(timeZone, instants.length > 0 ? instants : [Date.now()], locale ?? browserLocale());
  return names.length > 0 ? `${timeZone} (${names.join(' / ')})` : timeZone;
}

/** Night for a child: from 22:00 to 07:00 on the visitor's clock (docs/requirements.md#trial-offer). */
export const NIGHT = { from: 22, to: 7 } as const;

/** True when the instant falls in the night hours of `timeZone` (its own clock, DST included). */
export function isNightTime(iso: string, timeZone: string): boolean {
  const { hour } = wallClock(iso, timeZone);
  return hour >= NIGHT.from || hour < NIGHT.to;
}
