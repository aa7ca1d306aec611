import { describe, expect, it } from 'vitest';
import {
  addDays,
  allTimeZones,
  dayLabel,
  groupSlotsByDay,
  mondayOf,
  timeIn,
  whenIn,
} from '../../admin/src/lib/zone-time';

const SCHOOL = 'Asia/Kolkata';

describe('free times grouped by school day', () => {
  it('follows a New York teacher across the March DST change onto the right Indian day', () => {
    // the teacher gives 14:00 every day, New York time: 19:00 UTC in winter (EST), 18:00 UTC from 8 March (EDT)
    const slots = [
      { startsAt: '2026-03-09T18:00:00.000Z', teacherId: 'ny' }, // Mon 9 Mar 14:00 EDT = 23:30 IST, Mon
      { startsAt: '2026-03-07T19:00:00.000Z', teacherId: 'ny' }, // Sat 7 Mar 14:00 EST = 00:30 IST, Sun 8 Mar
      { startsAt: '2026-03-08T18:00:00.000Z', teacherId: 'ny' }, // Sun 8 Mar 14:00 EDT = 23:30 IST, Sun
    ];
    const days = groupSlotsByDay(slots, SCHOOL);
    expect(days.map((d) => [d.day, d.times.map((t) => timeIn(SCHOOL, t.startsAt))])).toEqual([
      ['2026-03-08', ['00:30', '23:30']],
      ['2026-03-09', ['23:30']],
    ]);
    // the teacher's own clock still reads 14:00 on both sides of the change
    expect(days.flatMap((d) => d.times.map((t) => timeIn('America/New_York', t.startsAt)))).toEqual([
      '14:00',
      '14:00',
      '14:00',
    ]);
  });

  it('puts every teacher free at one instant under one time, once each', () => {
    // a London teacher at 09:00 BST and a Kolkata teacher at 13:30 IST are the same instant
    const slots = [
      { startsAt: '2026-03-30T08:00:00Z', teacherId: 'london' },
      { startsAt: '2026-03-30T08:00:00.000Z', teacherId: 'kolkata' },
      { startsAt: '2026-03-30T08:00:00.000Z', teacherId: 'london' },
      { startsAt: '2026-03-27T09:00:00.000Z', teacherId: 'london' }, // Friday 09:00 GMT, before the change
    ];
    expect(groupSlotsByDay(slots, SCHOOL)).toEqual([
      { day: '2026-03-27', times: [{ startsAt: '2026-03-27T09:00:00.000Z', teacherIds: ['london'] }] },
      { day: '2026-03-30', times: [{ startsAt: '2026-03-30T08:00:00.000Z', teacherIds: ['london', 'kolkata'] }] },
    ]);
    expect(timeIn(SCHOOL, '2026-03-27T09:00:00.000Z')).toBe('14:30');
    expect(timeIn(SCHOOL, '2026-03-30T08:00:00.000Z')).toBe('13:30');
  });

  it('says a time in each zone that meets in the class', () => {
    const at = '2026-11-26T09:00:00.000Z';
    expect(whenIn(SCHOOL, at)).toBe('Thu 26 Nov, 14:30');
    expect(whenIn('Europe/London', at)).toBe('Thu 26 Nov, 09:00');
    expect(whenIn('Australia/Sydney', at)).toBe('Thu 26 Nov, 20:00');
    expect(whenIn('America/New_York', at)).toBe('Thu 26 Nov, 04:00');
  });
});

describe('calendar days', () => {
  it('finds the Monday of a week and steps across months and years', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(dayLabel('2026-03-29')).toBe('Sun 29 Mar');
  });

  it('offers zones by their current names (Asia/Kolkata, not Asia/Calcutta)', () => {
    const zones = allTimeZones();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
