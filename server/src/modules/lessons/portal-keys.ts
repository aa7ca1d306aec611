/**
 * The family portal's tokens (docs/requirements.md#family-portal), all derived from ids with a key under
 * SESSION_SECRET (a random key per process when it is unset, in development), so nothing secret is stored:
 * a sign-in link's token is its id and a MAC; a calendar feed's address is the family's id and a MAC of its
 * id and feed version (a new version revokes the old address); a session's cookie is random, stored as its SHA-256.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

let processKey: Buffer | null = null;

export class PortalKeys {
  private readonly key: Buffer;

  constructor(secret: string | null) {
    this.key = createHmac('sha256', 'family portal keys')
      .update(secret ?? (processKey ??= randomBytes(32)))
      .digest();
  }

  /** The token of a sign-in link: its id, a dot, its MAC. */
  signInToken(linkId: string): string {
    return `${linkId}.${this.mac(`sign-in\0${linkId}`)}`;
  }

  /** The link a sign-in token names, or null when it is not one of ours. */
  signInLink(token: string): string | null {
    return this.opened(token, (id) => `sign-in\0${id}`);
  }

  /** The calendar feed's token of a family at a version. */
  calendarToken(familyId: string, version: number): string {
    return `${familyId}.${this.mac(`calendar\0${familyId}\0${version}`)}`;
  }

  /** The family a feed token claims to be (check it with calendarIsCurrent), or null. */
  calendarClaim(token: string): string | null {
    const [id] = token.split('.');
    return id && /^[0-9a-f-]{36}$/.test(id) ? id : null;
  }

  /** Whether a feed token is the family's at its current version. */
  calendarIsCurrent(token: string, familyId: string, version: number): boolean {
    return this.opened(token, () => `calendar\0${familyId}\0${version}`) === familyId;
  }

  /** A new session's cookie value and the id it is stored under. */
  newSession(): { token: string; id: string } {
    const token = randomBytes(32).toString('base64url');
    return { token, id: PortalKeys.sessionId(token) };
  }

  static sessionId(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url');
  }

  private opened(token: string, message: (id: string) => string): string | null {
    const [id, mac, extra] = token.split('.');
    if (!id || !mac || extra !== undefined || !/^[0-9a-f-]{36}$/.test(id)) return null;
    const expected = Buffer.from(this.mac(message(id)));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }
}
