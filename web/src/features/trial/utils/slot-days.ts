/**
 * Offered trial times as the visitor reads them (docs/requirements.md#trial-slots): instants arrive in UTC and are
 * shown in the visitor's own zone. Every conversion goes through Intl.DateTimeFormat with an explicit IANA zone, so a
 * day boundary or a DST change falls where the visitor's clock puts it; no offset is ever computed by hand.
 */

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

/** The browser's IANA zone, e.g. "Australia/Sydney". */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function dayKey(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Slots grouped by their calendar day in `timeZone`, in the order given (the API answers earliest first). */
export function groupSlotsByDay<T extends TimedSlot>(slots: T[], timeZone: string, locale?: string): SlotDay<T>[] {
  const dayLabel = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const timeLabel = new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, SlotDay<T>>();
  for (const slot of slots) {
    const instant = new Date(slot.startsAt);
    const key = dayKey(instant, timeZone);
    let day = days.get(key);
    if (!day) {
      day = { key, label: dayLabel.format(instant), slots: [] };
      days.set(key, day);
    }
    day.slots.push({ slot, time: timeLabel.format(instant) });
  }
  return [...days.values()];
}

function shortZoneName(instant: Date, timeZone: string, locale?: string): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * The zone named for people: its IANA id and its short names at the given instants, e.g. "Australia/Sydney (AEDT)",
 * or "Europe/London (GMT / BST)" when the times shown straddle a DST change.
 */
export function zoneLabel(timeZone: string, instants: string[], locale?: string): string {
  const dates = instants.length > 0 ? instants.map((iso) => new Date(iso)) : [new Date()];
  const names = [...new Set(dates.map((date) => shortZoneName(date, timeZone, locale)))].filter(Boolean);
  return names.length > 0 ? `${timeZone} (${names.join(' / ')})` : timeZone;
}

/** One instant in full, e.g. "Tuesday 25 November 2026, 10:30 AEDT". */
export function formatInstant(iso: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** Night for a child: from 22:00 to 07:00 on the visitor's clock (docs/requirements.md#trial-offer). */
export const NIGHT = { from: 22, to: 7 } as const;

/** True when the instant falls in the night hours of `timeZone` (its own clock, DST included). */
export function isNightTime(iso: string, timeZone: string): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .find((part) => part.type === 'hour')?.value,
  );
  return hour >= NIGHT.from || hour < NIGHT.to;
}
