/**
 * A weekly lesson's dates across daylight-saving changes (docs/requirements.md#enrolment): the teacher's wall clock
 * holds, the family's local time moves when either side changes clocks. The expected local times are written out
 * from the zones' published rules for 2027 (EU: last Sundays of March and October; US: 14 March and 7 November;
 * New South Wales: 4 April and 3 October), not computed by the library under test.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { occurrences } from '../../../server/src/modules/lessons/occurrences';

const local = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toFormat('ccc HH:mm');
const between = (date: string, from: string, to: string) => date >= from && date < to;

describe('a Tuesday 16:00 plan of a teacher in Asia/Kolkata, through 2027', () => {
  const plan = {
    weekday: 2,
    startTime: '16:00',
    minutes: 45,
    timeZone: 'Asia/Kolkata',
    firstDate: '2027-01-01',
    lastDate: null,
  };
  const year = occurrences(plan, '2027-01-01', '2027-12-31');

  it('is every Tuesday at 16:00 for the teacher, 52 of them', () => {
    expect(year).toHaveLength(52);
    expect(year[0].date).toBe('2027-01-05');
    for (const o of year) {
      expect(local(o.startsAt, 'Asia/Kolkata')).toBe('Tue 16:00');
      expect(o.endsAt.getTime() - o.startsAt.getTime()).toBe(45 * 60_000);
    }
  });

  it('moves for a family in London, New York and Sydney on the days their clocks change', () => {
    for (const o of year) {
      const london = between(o.date, '2027-03-28', '2027-10-31') ? 'Tue 11:30' : 'Tue 10:30';
      const newYork = between(o.date, '2027-03-14', '2027-11-07') ? 'Tue 06:30' : 'Tue 05:30';
      const sydney = between(o.date, '2027-04-04', '2027-10-03') ? 'Tue 20:30' : 'Tue 21:30';
      expect(local(o.startsAt, 'Europe/London'), o.date).toBe(london);
      expect(local(o.startsAt, 'America/New_York'), o.date).toBe(newYork);
      expect(local(o.startsAt, 'Australia/Sydney'), o.date).toBe(sydney);
    }
  });
});

describe('a teacher in Europe/London across both of its changes', () => {
  it('keeps Wednesday 16:00 in London; the instants are 167 and 169 hours apart across the changes', () => {
    const plan = {
      weekday: 3,
      startTime: '16:00',
      minutes: 30,
      timeZone: 'Europe/London',
      firstDate: '2027-03-17',
      lastDate: '2027-11-10',
    };
    const all = occurrences(plan, '2027-01-01', '2027-12-31');
    expect(all[0].date).toBe('2027-03-17');
    expect(all[all.length - 1].date).toBe('2027-11-10');
    for (const o of all) expect(local(o.startsAt, 'Europe/London')).toBe('Wed 16:00');
    const utc = all.map((o) => DateTime.fromJSDate(o.startsAt, { zone: 'UTC' }).toFormat('HH:mm'));
    expect(utc[0]).toBe('16:00'); // 17 March, GMT
    expect(utc[2]).toBe('15:00'); // 31 March, BST
    expect(utc[utc.length - 1]).toBe('16:00'); // 10 November, GMT again
    const gaps = all.slice(1).map((o, i) => (o.startsAt.getTime() - all[i].startsAt.getTime()) / 3_600_000);
    expect(gaps.filter((h) => h === 167)).toHaveLength(1); // the week of 28 March
    expect(gaps.filter((h) => h === 169)).toHaveLength(1); // the week of 31 October
    expect(gaps.filter((h) => h !== 168)).toHaveLength(2);
  });

  it('gives a Sunday 01:30 lesson on the night the clocks skip 01:00–02:00 the first minute after the gap', () => {
    const plan = {
      weekday: 7,
      startTime: '01:30',
      minutes: 30,
      timeZone: 'Europe/London',
      firstDate: '2027-03-21',
      lastDate: '2027-04-04',
    };
    const [before, gap, after] = occurrences(plan, '2027-03-01', '2027-04-30');
    expect(before.startsAt.toISOString()).toBe('2027-03-21T01:30:00.000Z');
    expect(gap.date).toBe('2027-03-28');
    expect(DateTime.fromJSDate(gap.startsAt, { zone: 'Europe/London' }).toFormat('HH:mm')).toBe('02:30');
    expect(gap.endsAt.getTime() - gap.startsAt.getTime()).toBe(30 * 60_000);
    expect(after.startsAt.toISOString()).toBe('2027-04-04T00:30:00.000Z');
  });

  it('stops at the last date and starts at the first, whatever window is asked', () => {
    const plan = {
      weekday: 1,
      startTime: '09:00',
      minutes: 60,
      timeZone: 'Europe/London',
      firstDate: '2027-06-07',
      lastDate: '2027-06-21',
    };
    expect(occurrences(plan, '2027-01-01', '2027-12-31').map((o) => o.date)).toEqual([
      '2027-06-07',
      '2027-06-14',
      '2027-06-21',
    ]);
    expect(occurrences(plan, '2027-06-10', '2027-06-30').map((o) => o.date)).toEqual(['2027-06-14', '2027-06-21']);
    expect(occurrences(plan, '2027-07-01', '2027-12-31')).toEqual([]);
  });
});
