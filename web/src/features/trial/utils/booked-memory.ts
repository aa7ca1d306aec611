/**
 * What this browser remembers of the classes it booked: the booking shown again when the visitor comes
 * back to /Trial with Back or Forward (kept in that history entry's state), and, for a second request from the same
 * email while the class stands, the class to offer instead (kept in localStorage under a hash of the email, never the
 * email itself). Nothing leaves the browser; storage that is off or full just remembers nothing.
 */
export interface RememberedBooking {
  startsAt: string;
  teacherFirstName: string;
  manageToken: string | null;
  timeZone: string;
}

const HISTORY_KEY = 'trialBooked';
const STORAGE_KEY = 'school.trialBookings';

/** The booking made on this history entry, if any (Back then Forward lands here again). */
export function bookingOfThisEntry(): RememberedBooking | null {
  if (typeof window === 'undefined') return null;
  const state = window.history.state as Record<string, unknown> | null;
  const booked = state?.[HISTORY_KEY] as RememberedBooking | undefined;
  return booked && typeof booked.startsAt === 'string' ? booked : null;
}

/** Keeps the booking on the current history entry (the router's own state kept beside it). */
export function rememberOnThisEntry(booking: RememberedBooking): void {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.replaceState({ ...state, [HISTORY_KEY]: booking }, '');
}

/** Forgets the booking of this entry (the visitor chose to send another request). */
export function forgetOnThisEntry(): void {
  const state = { ...((window.history.state as Record<string, unknown> | null) ?? {}) };
  delete state[HISTORY_KEY];
  window.history.replaceState(state, '');
}

async function emailKey(email: string): Promise<string | null> {
  try {
    const bytes = new TextEncoder().encode(email.trim().toLowerCase());
    const digest = await crypto.subtle.digest('SHA-256', bytes);
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  } catch {
    return null;
  }
}

function stored(): Record<string, RememberedBooking> {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, RememberedBooking>) : {};
  } catch {
    return {};
  }
}

/** Remembers that this email has a class booked (only classes still to come are kept). */
export async function rememberForEmail(email: string, booking: RememberedBooking, now = Date.now()): Promise<void> {
  const key = await emailKey(email);
  if (!key) return;
  const kept = Object.fromEntries(
    Object.entries(stored()).filter(([, value]) => new Date(value.startsAt).getTime() > now),
  );
  kept[key] = booking;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage off or full: nothing remembered
  }
}

/** The class this browser booked for this email that has not begun yet, if any. */
export async function standingBookingFor(email: string, now = Date.now()): Promise<RememberedBooking | null> {
  const key = await emailKey(email);
  const booking = key ? stored()[key] : undefined;
  return booking && new Date(booking.startsAt).getTime() > now ? booking : null;
}
