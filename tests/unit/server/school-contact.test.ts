import { describe, expect, it } from 'vitest';
import { isReservedAddress } from '../../../server/src/modules/school-contact';
import { inWords, staleReminder } from '../../../server/src/modules/booking/booking-letters';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('isReservedAddress: an address nobody reads', () => {
  it.each([
    'support@raagarambh.example',
    'office@school.test',
    'a@b.invalid',
    'x@example.com',
    'x@mail.example.org',
    'no-reply@localhost',
  ])('%s is reserved', (address) => expect(isReservedAddress(address)).toBe(true));
  it.each(['office@raagarambh.in', 'hello@example-music.com', 'team@testing.org'])('%s is not', (address) =>
    expect(isReservedAddress(address)).toBe(false),
  );
});

describe('reminders: the time left in words, and when they are stale', () => {
  const at = (event: 'reminder_24h' | 'reminder_1h', left: number) => {
    const now = new Date('2026-11-25T10:00:00Z');
    return staleReminder(
      {
        event,
        audience: 'visitor',
        bookingId: 'b',
        teacherId: 't',
        startsAt: new Date(now.getTime() + left).toISOString(),
        endsAt: new Date(now.getTime() + left + 30 * MINUTE).toISOString(),
        sequence: 0,
      },
      now,
    );
  };
  it('does not send a reminder once the class began, nor a 24-hour one in the last hour', () => {
    expect(at('reminder_1h', -63_000)).toMatch(/had begun/);
    expect(at('reminder_1h', 0)).toMatch(/had begun/);
    expect(at('reminder_24h', 60 * MINUTE)).toMatch(/less than an hour/);
    expect(at('reminder_24h', 2 * HOUR)).toBeNull();
    expect(at('reminder_1h', 5 * MINUTE)).toBeNull();
  });
  it('counts what is left', () => {
    expect(inWords(24 * HOUR)).toBe('in 24 hours');
    expect(inWords(3 * HOUR + 20 * MINUTE)).toBe('in 3 hours');
    expect(inWords(55 * MINUTE)).toBe('in an hour');
    expect(inWords(35 * MINUTE)).toBe('in 35 minutes');
  });
});
