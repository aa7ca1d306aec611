import { describe, expect, it } from 'vitest';
import {
  dayStart,
  dayTimeInstant,
  isTimeZone,
  offsetMinutes,
  startOfDay,
  startOfWeek,
  zonedDay,
  zonedInstant,
  zonedIso,
} from '@school/common';
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

describe('calendar days and wall times turned into instants', () => {
  it('starts a day at its midnight in the zone, whatever its length', () => {
    // London: 23 hours on 29 March 2026, 25 on 25 October
    expect(dayStart('2026-03-29', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(dayStart('2026-03-29', 'Europe/London', 1).toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(dayStart('2026-10-25', 'Europe/London').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(dayStart('2026-10-25', 'Europe/London', 1).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    // Sydney: 25 hours on 5 April 2026 (AEDT to AEST), 23 on 4 October (AEST to AEDT)
    expect(dayStart('2026-04-05', 'Australia/Sydney').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(dayStart('2026-04-05', 'Australia/Sydney', 1).toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(dayStart('2026-10-04', 'Australia/Sydney').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(dayStart('2026-10-05', 'Australia/Sydney', -1).toISOString()).toBe('2026-10-03T14:00:00.000Z');
    // New York: 1 November 2026 has 25 hours
    expect(dayStart('2026-11-01', 'America/New_York', 1).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    // zones ahead by a non-whole hour: the day starts on the day before in UTC
    expect(dayStart('2027-01-01', 'Asia/Kathmandu').toISOString()).toBe('2026-12-31T18:15:00.000Z');
    expect(dayStart('2026-11-30', 'Asia/Kolkata', 1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('answers an invalid Date for a day that is not one', () => {
    expect(dayStart('2026-11-31', 'UTC').getTime()).toBeNaN();
    expect(dayStart('2026-02-29', 'UTC', 1).getTime()).toBeNaN();
  });

  it('turns a typed day and time into the instant, as zonedInstant resolves a change', () => {
    expect(dayTimeInstant('2026-11-23', '09:05', 'Asia/Kolkata')?.toISOString()).toBe('2026-11-23T03:35:00.000Z');
    expect(dayTimeInstant('2027-01-01', '00:10', 'Asia/Kathmandu')?.toISOString()).toBe('2026-12-31T18:25:00.000Z');
    // the first of a time the autumn change repeats (New York: EDT, not EST; Sydney: AEDT, not AEST)
    expect(dayTimeInstant('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(dayTimeInstant('2026-04-05', '02:30', 'Australia/Sydney')?.toISOString()).toBe('2026-04-04T15:30:00.000Z');
    // a time the spring change skips is read on the clock that jumped: 01:30 in London is 02:30 BST
    expect(dayTimeInstant('2026-03-29', '01:30', 'Europe/London')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(dayTimeInstant('2026-10-04', '02:30', 'Australia/Sydney')?.toISOString()).toBe('2026-10-03T16:30:00.000Z');
    expect(zonedInstant(2026, 10, 25, 'Europe/London', 1, 30).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a day and a time', () => {
    expect(dayTimeInstant('', '10:00', 'UTC')).toBeNull();
    expect(dayTimeInstant('2026-11-23', '', 'UTC')).toBeNull();
    expect(dayTimeInstant('2026-11-23', '9:05', 'UTC')).toBeNull();
    expect(dayTimeInstant('2026-02-30', '10:00', 'UTC')).toBeNull();
    expect(dayTimeInstant('2026-02-28', '24:30', 'UTC')).toBeNull();
  });

  it('starts the week on Monday across a DST change, in either hemisphere', () => {
    // Sunday 29 March 2026 in London (after the change) is in the week of Monday 23 March, 00:00 GMT
    expect(startOfWeek(new Date('2026-03-29T12:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-23T00:00:00.000Z',
    );
    // Sunday 5 April 2026 in Sydney (after its change back to AEST): Monday 30 March, 00:00 AEDT
    expect(startOfWeek(new Date('2026-04-05T05:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-03-29T13:00:00.000Z',
    );
    expect(startOfDay(new Date('2026-04-04T16:30:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-04-04T13:00:00.000Z',
    );
  });
});
