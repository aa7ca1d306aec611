/**
 * The one-time token a visitor's browser gets with its new trial request, letting it book a slot for
 * that request and no other (docs/requirements.md#trial-booking). Stateless: an HMAC of the request id
 * and an expiry under SESSION_SECRET (a random key per process when it is unset, in development), so
 * any instance sharing the secret verifies it; "one time" is the rule that a request booked once is
 * not booked again with it.
 *
 * The same key derives a booking's private-link token (`manage`): every mail about the booking can
 * carry the link again without the token being stored anywhere (only its hash is, to find the booking).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const LIFETIME_MS = 24 * 3_600_000;
/** Without SESSION_SECRET (development): one random key for the whole process, whoever asks. */
let processKey: Buffer | null = null;

export class BookingTokens {
  private readonly key: Buffer;

  constructor(secret: string | null) {
    this.key = createHmac('sha256', 'trial booking tokens')
      .update(secret ?? (processKey ??= randomBytes(32)))
      .digest();
  }

  /** The private-link token of a booking: unguessable without the key, the same in every mail. */
  manage(bookingId: string): string {
    return createHmac('sha256', this.key).update(`manage\0${bookingId}`).digest('base64url');
  }

  /**
   * The confirmation token of a booking: only in the mail to the visitor (never in an API answer), so
   * clicking it proves the address is theirs. The booking's id, a dot, its MAC.
   */
  confirm(bookingId: string): string {
    return `${bookingId}.${createHmac('sha256', this.key).update(`confirm\0${bookingId}`).digest('base64url')}`;
  }

  /** The booking a confirmation token names, or null when it is not one of ours. */
  confirmed(token: string): string | null {
    const [id, macText] = token.split('.');
    if (!id || !macText || token.length > 120) return null;
    const given = Buffer.from(macText, 'base64url');
    const expected = createHmac('sha256', this.key).update(`confirm\0${id}`).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private mac(requestId: string, expires: number): Buffer {
    return createHmac('sha256', this.key).update(`${requestId}\0${expires}`).digest();
  }

  issue(requestId: string, now = Date.now()): string {
    const expires = now + LIFETIME_MS;
    return `${expires.toString(36)}.${this.mac(requestId, expires).toString('base64url')}`;
  }

  /** True when the token was issued for this request and has not expired. */
  verify(requestId: string, token: string, now = Date.now()): boolean {
    const [expiresText, macText] = token.split('.');
    const expires = parseInt(expiresText ?? '', 36);
    if (!Number.isFinite(expires) || expires < now || !macText) return false;
    const given = Buffer.from(macText, 'base64url');
    const expected = this.mac(requestId, expires);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
