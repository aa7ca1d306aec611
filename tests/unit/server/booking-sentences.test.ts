import { describe, expect, it } from 'vitest';
import { auditPhrase } from '../../../server/src/modules/audit/audit-sentences';

// The history panel and the person's timeline print these (they printed "booking create (<ISO>…)").
describe('trial class sentences of the audit log', () => {
  const target = 'trial_request:1';
  it('say what happened, when (in the school’s zone, named) and with whom', () => {
    expect(auditPhrase('booking_create', target, 'Wed 25 Nov, 13:30 (Asia/Kolkata) with Anita Desai')).toBe(
      'booked the trial class for Wed 25 Nov, 13:30 (Asia/Kolkata) with Anita Desai',
    );
    expect(auditPhrase('booking_move', target, 'Thu 26 Nov, 15:00 (Asia/Kolkata) with Anita Desai')).toBe(
      'moved the trial class to Thu 26 Nov, 15:00 (Asia/Kolkata) with Anita Desai',
    );
  });

  it('say entries from before in UTC, and so', () => {
    expect(auditPhrase('booking_create', target, '2026-11-25T08:00:00.000Z with Anita Desai')).toBe(
      'booked the trial class for 25 Nov 2026, 08:00 UTC with Anita Desai',
    );
    expect(auditPhrase('booking_move', target, '2026-11-26T09:30:00.000Z with Anita Desai')).toBe(
      'moved the trial class to 26 Nov 2026, 09:30 UTC with Anita Desai',
    );
    expect(auditPhrase('booking_cancel', target, '2026-11-26T09:30:00.000Z')).toBe(
      'cancelled the trial class for 26 Nov 2026, 09:30 UTC',
    );
  });

  it('keep any other detail as it is', () => {
    expect(auditPhrase('booking_cancel', target, 'soon')).toBe('cancelled the trial class for soon');
    expect(auditPhrase('booking_create', target, null)).toBe('booked the trial class');
  });
});
