import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  allTimeZones,
  browserLocale,
  browserTimeZone,
  dayLabel,
  instantLabel,
  isTimeZone,
  mondayOf,
  monthLabel,
  shortZoneNames,
  wallClock,
  zonedDay,
  zonedMonth,
  zonedTime,
  zoneName,
} from '@school/common';

/**
 * Instants either side of a DST change in both directions and hemispheres, in zones a non-whole hour ahead of UTC, and
 * where the zone's calendar day is not UTC's: [instant, zone, its day there, HH:mm there, en-GB short name].
 */
const INSTANTS: [string, string, string, string, string][] = [
  // London springs forward at 01:00 UTC on Sunday 29 March 2026 (01:00 GMT becomes 02:00 BST)
  ['2026-03-29T00:30:00Z', 'Europe/London', '2026-03-29', '00:30', 'GMT'],
  ['2026-03-29T01:30:00Z', 'Europe/London', '2026-03-29', '02:30', 'BST'],
  // and falls back at 01:00 UTC on Sunday 25 October 2026: 01:30 happens twice
  ['2026-10-25T00:30:00Z', 'Europe/London', '2026-10-25', '01:30', 'BST'],
  ['2026-10-25T01:30:00Z', 'Europe/London', '2026-10-25', '01:30', 'GMT'],
  // New York: 02:00 EST becomes 03:00 EDT on 8 March 2026; 02:00 EDT becomes 01:00 EST on 1 November
  ['2026-03-08T06:30:00Z', 'America/New_York', '2026-03-08', '01:30', 'GMT-5'],
  ['2026-03-08T07:30:00Z', 'America/New_York', '2026-03-08', '03:30', 'GMT-4'],
  ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01', '01:30', 'GMT-4'],
  ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01', '01:30', 'GMT-5'],
  // 22:00 in New York is already the next day in UTC
  ['2026-11-24T03:00:00Z', 'America/New_York', '2026-11-23', '22:00', 'GMT-5'],
  // Sydney's DST runs the other way: 03:00 AEDT becomes 02:00 AEST on 5 April 2026 (still 4 April in UTC)...
  ['2026-04-04T15:30:00Z', 'Australia/Sydney', '2026-04-05', '02:30', 'GMT+11'],
  ['2026-04-04T16:30:00Z', 'Australia/Sydney', '2026-04-05', '02:30', 'GMT+10'],
  // ...and 02:00 AEST becomes 03:00 AEDT on 4 October 2026
  ['2026-10-03T15:30:00Z', 'Australia/Sydney', '2026-10-04', '01:30', 'GMT+10'],
  ['2026-10-03T16:30:00Z', 'Australia/Sydney', '2026-10-04', '03:30', 'GMT+11'],
  // Kolkata is 5:30 ahead: 18:30 UTC is midnight of the next day
  ['2026-11-22T18:29:00Z', 'Asia/Kolkata', '2026-11-22', '23:59', 'GMT+5:30'],
  ['2026-11-22T18:30:00Z', 'Asia/Kolkata', '2026-11-23', '00:00', 'GMT+5:30'],
  // Kathmandu is 5:45 ahead: its new year starts at 18:15 UTC on 31 December
  ['2026-12-31T18:14:00Z', 'Asia/Kathmandu', '2026-12-31', '23:59', 'GMT+5:45'],
  ['2026-12-31T18:15:00Z', 'Asia/Kathmandu', '2027-01-01', '00:00', 'GMT+5:45'],
];

describe('an instant read in a zone (zone-format.ts)', () => {
  it.each(INSTANTS)('%s in %s is %s at %s (%s)', (at, zone, day, time, name) => {
    expect(zonedDay(at, zone)).toBe(day);
    expect(zonedDay(new Date(at), zone)).toBe(day);
    expect(zonedDay(Date.parse(at), zone)).toBe(day);
    expect(zonedMonth(at, zone)).toBe(day.slice(0, 7));
    expect(zonedTime(at, zone)).toBe(time);
    const [year, month, date] = day.split('-').map(Number);
    const [hour, minute] = time.split(':').map(Number);
    expect(wallClock(at, zone)).toEqual({ year, month, day: date, hour, minute, second: 0 });
    expect(shortZoneNames(zone, [at])).toEqual([name]);
    expect(instantLabel(at, zone, 'short')).toBe(`${dayLabel(day)}, ${time}`);
    // "Sunday, 25 October 2026 at 01:30 GMT": the long day, its year, the time and the zone's name then
    const longDay = dayLabel(day, 'long').replace(' ', ', ');
    expect(instantLabel(at, zone, 'full')).toBe(`${longDay} ${year} at ${time} ${name}`);
  });

  it('keeps the seconds of the wall clock and a 24-hour clock from 00', () => {
    expect(wallClock('2026-11-22T18:30:59.900Z', 'Asia/Kolkata')).toEqual({
      year: 2026,
      month: 11,
      day: 23,
      hour: 0,
      minute: 0,
      second: 59,
    });
    expect(zonedTime('2026-06-01T00:05:00Z', 'UTC')).toBe('00:05');
  });

  it('says an instant as the dashboard and the mails do (en-GB)', () => {
    expect(instantLabel('2026-11-23T03:35:00Z', 'Asia/Kolkata')).toBe('23 Nov 2026, 09:05');
    expect(instantLabel('2026-12-31T18:15:00Z', 'Asia/Kathmandu', 'medium')).toBe('1 Jan 2027, 00:00');
    expect(instantLabel('2026-10-25T01:30:00Z', 'Europe/London', 'full')).toBe('Sunday, 25 October 2026 at 01:30 GMT');
    expect(instantLabel('2026-10-25T00:30:00Z', 'Europe/London', 'full')).toBe('Sunday, 25 October 2026 at 01:30 BST');
    expect(instantLabel('2026-11-26T09:00:00Z', 'Australia/Sydney', 'short')).toBe('Thu 26 Nov, 20:00');
    expect(instantLabel('2026-11-26T09:00:00Z', 'Asia/Kathmandu', 'time')).toBe('14:45');
  });

  it("says an instant in a visitor's locale", () => {
    expect(instantLabel('2026-04-04T16:30:00Z', 'Australia/Sydney', 'time', 'en-AU')).toBe('2:30 am');
    expect(instantLabel('2026-11-24T03:00:00Z', 'America/New_York', 'time', 'en-US')).toBe('10:00 PM');
    expect(instantLabel('2026-11-24T12:30:00Z', 'Australia/Sydney', 'full', 'en-AU')).toBe(
      'Tuesday 24 November 2026 at 11:30 pm AEDT',
    );
  });

  it('names a zone by its short names at the instants, each once, in the locale asked', () => {
    const acrossLondonSpring = ['2026-03-28T10:00:00Z', '2026-03-28T11:00:00Z', '2026-03-30T10:00:00Z'];
    expect(shortZoneNames('Europe/London', acrossLondonSpring)).toEqual(['GMT', 'BST']);
    expect(shortZoneNames('America/New_York', ['2026-11-01T05:30:00Z', '2026-11-01T06:30:00Z'], 'en-US')).toEqual([
      'EDT',
      'EST',
    ]);
    expect(shortZoneNames('Australia/Sydney', ['2026-04-04T15:30:00Z', '2026-04-04T16:30:00Z'], 'en-AU')).toEqual([
      'AEDT',
      'AEST',
    ]);
    expect(shortZoneNames('Asia/Kolkata', ['2026-11-22T18:30:00Z'], 'en-IN')).toEqual(['IST']);
    expect(shortZoneNames('Asia/Kolkata', [])).toEqual([]);
  });
});

describe('calendar days and months (zone-format.ts)', () => {
  it('steps whole days across DST changes, months, years and 29 February', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29'); // London's 23-hour day is one day
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24'); // and its 25-hour day too
    expect(addDays('2026-04-04', 2)).toBe('2026-04-06'); // Sydney's
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
  });

  it('finds the Monday of a week, Sunday ending it', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-03-29')).toBe('2026-03-23'); // the Sunday London springs forward
    expect(mondayOf('2026-10-25')).toBe('2026-10-19'); // the Sunday it falls back
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
  });

  it('steps months across years', () => {
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', 0)).toBe('2026-03');
    expect(addMonths('2026-01', 24)).toBe('2028-01');
  });

  it('says a day the same in every zone, in the style and locale asked', () => {
    expect(dayLabel('2026-03-29')).toBe('Sun 29 Mar');
    expect(dayLabel('2026-10-25', 'long')).toBe('Sunday 25 October');
    expect(dayLabel('2026-10-25', 'long', 'en-US')).toBe('Sunday, October 25');
    expect(dayLabel('2025-03-07', 'date')).toBe('7 Mar');
    expect(dayLabel('2027-01-01')).toBe('Fri 1 Jan');
  });

  it('says a month', () => {
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(monthLabel('2027-01', 'short')).toBe('Jan 27');
  });
});

describe('zones (zone-format.ts, browser-zone.ts)', () => {
  it('knows IANA zones, refuses others, and offers them by their current names', () => {
    expect(isTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    const zones = allTimeZones();
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('names a zone to people with spaces', () => {
    expect(zoneName('America/New_York')).toBe('America/New York');
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('America/Argentina/Buenos Aires');
    expect(zoneName('Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it("answers the runtime's zone and locale", () => {
    expect(isTimeZone(browserTimeZone())).toBe(true);
    expect(browserLocale()).toBe(new Intl.DateTimeFormat().resolvedOptions().locale);
  });
});
