import { describe, expect, it } from 'vitest';
import { instantLabel, zonedTime } from '@school/common';
import { groupSlotsByDay } from '../../admin/src/lib/slot-days';

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
    expect(days.map((d) => [d.day, d.times.map((t) => zonedTime(t.startsAt, SCHOOL))])).toEqual([
      ['2026-03-08', ['00:30', '23:30']],
      ['2026-03-09', ['23:30']],
    ]);
    // the teacher's own clock still reads 14:00 on both sides of the change
    expect(days.flatMap((d) => d.times.map((t) => zonedTime(t.startsAt, 'America/New_York')))).toEqual([
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
    expect(zonedTime('2026-03-27T09:00:00.000Z', SCHOOL)).toBe('14:30');
    expect(zonedTime('2026-03-30T08:00:00.000Z', SCHOOL)).toBe('13:30');
  });

  it('says a time in each zone that meets in the class', () => {
    const at = '2026-11-26T09:00:00.000Z';
    expect(instantLabel(at, SCHOOL, 'short')).toBe('Thu 26 Nov, 14:30');
    expect(instantLabel(at, 'Europe/London', 'short')).toBe('Thu 26 Nov, 09:00');
    expect(instantLabel(at, 'Australia/Sydney', 'short')).toBe('Thu 26 Nov, 20:00');
    expect(instantLabel(at, 'America/New_York', 'short')).toBe('Thu 26 Nov, 04:00');
  });
});
