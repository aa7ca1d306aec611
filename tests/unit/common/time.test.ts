import { describe, expect, it } from 'vitest';
import { isTimeZone, offsetMinutes, startOfDay, startOfWeek, zonedDay, zonedInstant, zonedIso } from '@school/common';
import { offsetSpans, schoolDays } from '../../../server/src/modules/dashboard/school-days';

describe('the school clock', () => {
  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('prints an instant with the zone offset', () => {
    expect(zonedIso(new Date('2026-11-23T03:35:00Z'), 'Asia/Kolkata')).toBe('2026-11-23T09:05:00+05:30');
    expect(zonedIso(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe('2026-07-01T08:00:00-04:00');
    expect(zonedIso(new Date('2026-01-01T00:00:00Z'), 'Asia/Kathmandu')).toBe('2026-01-01T05:45:00+05:45');
  });

  it('puts 23:30 and 00:30 school time on different days', () => {
    const late = new Date('2026-11-22T18:00:00Z'); // 23:30 in Kolkata
    const early = new Date('2026-11-22T19:00:00Z'); // 00:30 the next day
    expect(zonedDay(late, 'Asia/Kolkata')).toBe('2026-11-22');
    expect(zonedDay(early, 'Asia/Kolkata')).toBe('2026-11-23');
    expect(startOfDay(early, 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('starts the week on Monday 00:00 school time (a Monday 02:00 IST request is this week)', () => {
    const mondayEarly = new Date('2026-11-22T20:30:00Z'); // Monday 23 Nov 02:00 IST, still Sunday in UTC
    expect(startOfWeek(mondayEarly, 'Asia/Kolkata').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('follows daylight saving: days of 23 and 25 hours, spans cut at the change', () => {
    const zone = 'Europe/London';
    const sunday = startOfDay(new Date('2026-03-29T12:00:00Z'), zone);
    expect(sunday.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay(sunday, zone, 1).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    const spans = offsetSpans(new Date('2026-03-28T00:00:00Z'), new Date('2026-03-30T00:00:00Z'), zone);
    expect(spans.map((span) => [span.from.toISOString(), span.offset])).toEqual([
      ['2026-03-28T00:00:00.000Z', 0],
      ['2026-03-29T01:00:00.000Z', 60],
    ]);
    expect(schoolDays(new Date('2026-03-28T00:00:00Z'), new Date('2026-03-30T00:00:00Z'), zone)).toEqual([
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
    ]);
    expect(offsetMinutes(new Date('2026-10-25T00:30:00Z'), zone)).toBe(60);
    expect(offsetMinutes(new Date('2026-10-25T01:30:00Z'), zone)).toBe(0);
  });

  it('writes UTC as +00:00, not Z', () => {
    expect(zonedIso(new Date('2026-11-23T03:35:00.400Z'), 'UTC')).toBe('2026-11-23T03:35:00+00:00');
  });

  it('takes the first of a wall time the autumn change repeats, in either hemisphere', () => {
    // New York falls back at 02:00 EDT on 1 Nov 2026: 01:30 happens at 05:30Z, then again at 06:30Z
    expect(zonedInstant(2026, 11, 1, 'America/New_York', 1).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    // Sydney falls back at 03:00 AEDT on 5 Apr 2026: 02:00 happens at 15:00Z, then at 16:00Z
    expect(zonedInstant(2026, 4, 5, 'Australia/Sydney', 2).toISOString()).toBe('2026-04-04T15:00:00.000Z');
  });

  it('starts a day whose midnight the spring change skips at the first minute it has', () => {
    // Santiago springs forward at 00:00 on 6 Sep 2026: the day starts at 01:00 -03 (04:00Z)
    expect(startOfDay(new Date('2026-09-06T15:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2026-09-06T04:00:00.000Z',
    );
    expect(zonedDay(new Date('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe('2026-09-06');
  });
});
