import { describe, expect, it } from 'vitest';
import { footerYear, isReservedDomain, longDate } from '../../../common/src/launch';

describe('longDate', () => {
  it('writes a day as en-GB long dates read, for every day of a leap year and around the years', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let t = Date.UTC(2023, 11, 25); t <= Date.UTC(2025, 0, 5); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(longDate(day)).toBe(intl.format(new Date(t)));
    }
    expect(longDate('2024-01-01')).toBe('1 January 2024');
    expect(longDate('2026-11-28')).toBe('28 November 2026');
  });
});

describe('placeholders', () => {
  it('knows the reserved domains and takes the later of the stored year and the clock', () => {
    expect(isReservedDomain('support@raagarambh.example'.split('@')[1])).toBe(true);
    expect(isReservedDomain('raagarambh.in')).toBe(false);
    expect(footerYear(2024, new Date('2026-11-28T00:00:00Z'))).toBe(2026);
    expect(footerYear(2030, new Date('2026-11-28T00:00:00Z'))).toBe(2030);
  });
});
