import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime, schoolDate, schoolDayStart } from '../../admin/src/lib/school-time';

describe('the school clock (Asia/Kolkata)', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('says ages the way a person would', () => {
    expect(relativeTime('2026-11-23T09:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-23T09:55:00Z', now)).toBe('5 min ago');
    expect(relativeTime('2026-11-23T08:00:00Z', now)).toBe('2 h ago');
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-20T09:00:00Z', now)).toBe('3 days ago');
    expect(relativeTime('2026-10-01T09:00:00Z', now)).toBe('1 Oct 2026');
  });

  it('gives exact times in the school zone, whatever the browser zone', () => {
    expect(exactTime('2026-11-23T03:35:00Z')).toBe('23 Nov 2026, 09:05');
    expect(exactTime('2026-11-22T18:45:00Z')).toBe('23 Nov 2026, 00:15'); // after midnight in school time
  });

  it('starts a school day at midnight school time', () => {
    expect(schoolDayStart('2026-11-23').toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(schoolDayStart('2026-11-23', 1).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it("shows a filter's instant as the school's date, not the browser's", () => {
    // a dashboard card's "today" in India starts at 18:30 UTC the day before
    expect(schoolDate('2026-11-23T18:30:00.000Z')).toBe('2026-11-24');
    expect(schoolDate('2026-11-23T18:29:59.999Z')).toBe('2026-11-23');
    expect(schoolDate('2026-11-24')).toBe('2026-11-24');
    expect(schoolDate(null)).toBe('');
    expect(schoolDate('not a date')).toBe('');
  });
});
