import { describe, expect, it } from 'vitest';
import { exceptionErrors, timeZoneError, weeklyErrors } from '../../../server/src/modules/booking/availability';
import {
  freeSlots,
  isFreeSlot,
  type SlotRules,
  type TeacherCalendar,
  type WeeklyRange,
} from '../../../server/src/modules/slots';

const RULES: SlotRules = { lessonMinutes: 30, minNoticeHours: 12, horizonDays: 21 };
const LONG_AGO = new Date('2026-01-01T00:00:00Z');
const EVER: SlotRules = { ...RULES, horizonDays: 3650 };

function teacher(timeZone: string, weekly: WeeklyRange[], exceptions: TeacherCalendar['exceptions'] = []) {
  return { id: 't1', timeZone, weekly, exceptions } satisfies TeacherCalendar;
}

function slotsBetween(calendar: TeacherCalendar, from: string, to: string, rules = EVER, now = LONG_AGO) {
  return freeSlots(calendar, { from: new Date(from), to: new Date(to) }, [], now, rules).map((slot) =>
    slot.startsAt.toISOString(),
  );
}

/** Wall-clock "Mon 30 Mar 17:30" of an instant in a zone, as a person there reads it. */
function wall(iso: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('hour')}:${part('minute')}`;
}

describe('trial slots across DST changes', () => {
  it('keeps a London evening at 18:00 local on both sides of the March change', () => {
    const london = teacher('Europe/London', [{ weekday: 1, from: '18:00', to: '19:00' }]);
    // Monday 23 March (GMT) and Monday 30 March (BST, since Sunday 29 March 01:00 UTC)
    expect(slotsBetween(london, '2026-03-23T00:00:00Z', '2026-03-24T00:00:00Z')).toEqual([
      '2026-03-23T18:00:00.000Z',
      '2026-03-23T18:30:00.000Z',
    ]);
    expect(slotsBetween(london, '2026-03-30T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([
      '2026-03-30T17:00:00.000Z',
      '2026-03-30T17:30:00.000Z',
    ]);
  });

  it('offers nothing in the hour London skips, and the repeated hour of October twice', () => {
    const night = teacher('Europe/London', [{ weekday: 7, from: '00:00', to: '03:00' }]);
    const spring = slotsBetween(night, '2026-03-28T12:00:00Z', '2026-03-29T12:00:00Z');
    // 00:00–01:00 GMT, then the clock jumps to 02:00 BST: two real hours, four slots
    expect(spring).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
    expect(spring.map((iso) => wall(iso, 'Europe/London').slice(-5))).toEqual(['00:00', '00:30', '02:00', '02:30']);
    const autumn = slotsBetween(night, '2026-10-24T12:00:00Z', '2026-10-25T12:00:00Z');
    // 00:00 BST (23:00 UTC the day before) to 03:00 GMT: four real hours, eight slots
    expect(autumn).toHaveLength(8);
    expect(autumn[0]).toBe('2026-10-24T23:00:00.000Z');
    expect(autumn[7]).toBe('2026-10-25T02:30:00.000Z');
    expect(autumn.map((iso) => wall(iso, 'Europe/London').slice(-5))).toEqual([
      '00:00',
      '00:30',
      '01:00',
      '01:30',
      '01:00',
      '01:30',
      '02:00',
      '02:30',
    ]);
  });

  it('moves a New York morning by the offset in March and November', () => {
    const newYork = teacher('America/New_York', [{ weekday: 7, from: '09:00', to: '09:30' }]);
    expect(slotsBetween(newYork, '2026-03-01T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
      '2026-03-01T14:00:00.000Z', // EST, UTC-5
      '2026-03-08T13:00:00.000Z', // EDT from 8 March
    ]);
    expect(slotsBetween(newYork, '2026-10-25T00:00:00Z', '2026-11-02T00:00:00Z')).toEqual([
      '2026-10-25T13:00:00.000Z', // EDT
      '2026-11-01T14:00:00.000Z', // EST from 1 November
    ]);
  });

  it('starts a range that begins in New York’s skipped hour at the moment the clock jumps', () => {
    const early = teacher('America/New_York', [{ weekday: 7, from: '02:00', to: '04:00' }]);
    // on 8 March 02:00–03:00 does not exist: the range is 03:00–04:00 EDT
    expect(slotsBetween(early, '2026-03-08T00:00:00Z', '2026-03-09T00:00:00Z')).toEqual([
      '2026-03-08T07:00:00.000Z',
      '2026-03-08T07:30:00.000Z',
    ]);
  });

  it('keeps a Mumbai teacher fixed in UTC while a Sydney visitor’s clock changes around it', () => {
    const mumbai = teacher('Asia/Kolkata', [{ weekday: 1, from: '17:30', to: '18:00' }]);
    // Sydney leaves daylight time on Sunday 5 April 2026 and enters it on Sunday 4 October 2026
    const before = slotsBetween(mumbai, '2026-03-30T00:00:00Z', '2026-03-31T00:00:00Z');
    const after = slotsBetween(mumbai, '2026-04-06T00:00:00Z', '2026-04-07T00:00:00Z');
    const spring = slotsBetween(mumbai, '2026-10-05T00:00:00Z', '2026-10-06T00:00:00Z');
    expect([before, after, spring]).toEqual([
      ['2026-03-30T12:00:00.000Z'],
      ['2026-04-06T12:00:00.000Z'],
      ['2026-10-05T12:00:00.000Z'],
    ]);
    expect(wall(before[0], 'Asia/Kolkata')).toBe('Mon 30 Mar 17:30');
    expect(wall(before[0], 'Australia/Sydney')).toBe('Mon 30 Mar 23:00'); // AEDT, UTC+11
    expect(wall(after[0], 'Australia/Sydney')).toBe('Mon 06 Apr 22:00'); // AEST, UTC+10
    expect(wall(spring[0], 'Australia/Sydney')).toBe('Mon 05 Oct 23:00'); // AEDT again
  });
});

describe('trial slots: notice, horizon, bookings and exceptions', () => {
  const weekdays = teacher(
    'Asia/Kolkata',
    [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as WeeklyRange['weekday'], from: '10:00', to: '12:00' })),
  );
  const now = new Date('2026-11-23T03:00:00Z'); // Monday 08:30 in Kolkata

  it('starts no sooner than the notice and no later than the horizon', () => {
    const slots = freeSlots(weekdays, { from: now, to: new Date('2027-01-31T00:00:00Z') }, [], now, RULES);
    const first = slots[0].startsAt.getTime();
    const last = slots[slots.length - 1].startsAt.getTime();
    expect(first).toBeGreaterThanOrEqual(now.getTime() + 12 * 3600_000);
    expect(wall(slots[0].startsAt.toISOString(), 'Asia/Kolkata')).toBe('Tue 24 Nov 10:00');
    expect(last).toBeLessThanOrEqual(now.getTime() + 21 * 24 * 3600_000);
    // Tuesday 24 November to Friday 11 December: 14 weekdays of 4 slots; the horizon ends on Monday
    // 14 December at 08:30 in Kolkata, before that morning's 10:00
    expect(slots).toHaveLength(14 * 4);
    expect(wall(slots[slots.length - 1].startsAt.toISOString(), 'Asia/Kolkata')).toBe('Fri 11 Dec 11:30');
  });

  it('leaves out every slot a booking overlaps', () => {
    const day = { from: new Date('2026-11-24T00:00:00Z'), to: new Date('2026-11-25T00:00:00Z') };
    const busy = [{ start: new Date('2026-11-24T04:45:00Z'), end: new Date('2026-11-24T05:15:00Z') }];
    const starts = freeSlots(weekdays, day, busy, now, RULES).map((slot) =>
      wall(slot.startsAt.toISOString(), 'Asia/Kolkata'),
    );
    expect(starts).toEqual(['Tue 24 Nov 11:00', 'Tue 24 Nov 11:30']);
  });

  it('applies a day off, a range off and an extra evening', () => {
    const calendar = teacher('Asia/Kolkata', weekdays.weekly, [
      { date: '2026-11-24', kind: 'off' },
      { date: '2026-11-25', kind: 'off', from: '10:30', to: '11:30' },
      { date: '2026-11-25', kind: 'extra', from: '19:00', to: '20:00' },
    ]);
    const week = { from: new Date('2026-11-23T18:30:00Z'), to: new Date('2026-11-25T18:30:00Z') };
    const starts = freeSlots(calendar, week, [], now, RULES).map((slot) =>
      wall(slot.startsAt.toISOString(), 'Asia/Kolkata'),
    );
    expect(starts).toEqual(['Wed 25 Nov 10:00', 'Wed 25 Nov 11:30', 'Wed 25 Nov 19:00', 'Wed 25 Nov 19:30']);
  });

  it('accepts a booking only on the free grid', () => {
    const grid = new Date('2026-11-24T05:00:00Z'); // 10:30 in Kolkata
    expect(isFreeSlot(weekdays, grid, [], now, RULES)).toBe(true);
    expect(isFreeSlot(weekdays, new Date('2026-11-24T05:15:00Z'), [], now, RULES)).toBe(false);
    expect(isFreeSlot(weekdays, grid, [{ start: grid, end: new Date(grid.getTime() + 1800_000) }], now, RULES)).toBe(
      false,
    );
    expect(isFreeSlot(weekdays, new Date('2026-11-23T05:00:00Z'), [], now, RULES)).toBe(false); // inside the notice
    expect(isFreeSlot(weekdays, new Date('2026-12-22T05:00:00Z'), [], now, RULES)).toBe(false); // past 21 days
  });
});

describe('availability checks', () => {
  it('names an unknown time zone', () => {
    expect(timeZoneError('Asia/Kolkata')).toBeNull();
    expect(timeZoneError('Mars/Olympus')).toBe('"Mars/Olympus" is not a time zone name such as Asia/Kolkata');
  });

  it('refuses reversed, malformed and overlapping ranges, by index', () => {
    expect(
      weeklyErrors([
        { weekday: 1, from: '18:00', to: '20:00' },
        { weekday: 1, from: '19:30', to: '21:00' },
        { weekday: 2, from: '20:00', to: '18:00' },
        { weekday: 3, from: '9:00', to: '10:00' },
        { weekday: 8 as WeeklyRange['weekday'], from: '09:00', to: '10:00' },
        { weekday: 4, from: '20:00', to: '24:00' },
      ]),
    ).toEqual({
      'weekly[1]': 'Overlaps the range weekly[0] on the same day',
      'weekly[2]': 'The range 20:00–18:00 ends before it starts',
      'weekly[3]': 'Times must be HH:MM, from 00:00 to 24:00',
      'weekly[4]': 'The weekday must be 1 (Monday) to 7 (Sunday)',
    });
    expect(
      weeklyErrors([
        { weekday: 1, from: '18:00', to: '19:00' },
        { weekday: 1, from: '19:00', to: '20:00' },
      ]),
    ).toEqual({});
  });

  it('refuses malformed exceptions', () => {
    expect(
      exceptionErrors([
        { date: '2026-11-31x', kind: 'off' },
        { date: '2026-11-24', kind: 'extra' },
        { date: '2026-11-24', kind: 'off', from: '10:00' },
        { date: '2026-11-24', kind: 'off', from: '10:00', to: '11:00' },
      ]),
    ).toEqual({
      'exceptions[0]': 'The date must be YYYY-MM-DD',
      'exceptions[1]': 'An extra range needs from and to',
      'exceptions[2]': 'Give both from and to, or neither',
    });
  });
});
