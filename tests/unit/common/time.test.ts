import { describe, expect, it } from 'vitest';
import { isTimeZone, offsetMinutes, startOfDay, startOfWeek, zonedDay, zonedIso } from '@school/common';
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
});
