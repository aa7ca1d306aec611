/** A CSV's file name carries the school's day, not the UTC one (docs/requirements.md#school-clock). */
import { describe, expect, it } from 'vitest';
import { exportFileName } from '../../../server/src/http/exports';

describe('exportFileName', () => {
  it("names the school's day on both sides of its midnight", () => {
    // 18:29 UTC is 23:59 in India, 18:30 UTC is 00:00 the next day there
    expect(exportFileName('trial-requests', new Date('2026-11-22T18:29:59Z'), 'Asia/Kolkata')).toBe(
      'trial-requests-2026-11-22.csv',
    );
    expect(exportFileName('trial-requests', new Date('2026-11-22T18:30:00Z'), 'Asia/Kolkata')).toBe(
      'trial-requests-2026-11-23.csv',
    );
    // the UTC day would still be the 22nd
    expect(exportFileName('page-views', new Date('2026-11-22T23:00:00Z'), 'Asia/Kolkata')).toBe(
      'page-views-2026-11-23.csv',
    );
    expect(exportFileName('page-views', new Date('2026-11-23T03:00:00Z'), 'America/Los_Angeles')).toBe(
      'page-views-2026-11-22.csv',
    );
  });
});
