/**
 * Sign-in, sessions and sign-out. The cookie carries a random 32-byte token; the database keeps only
 * its HMAC (keyed with SESSION_SECRET when set, plain SHA-256 otherwise), so several instances share
 * sessions and a database dump yields no usable cookie. Sessions last a fixed SESSION_TTL_HOURS.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { accountMessages, type AdminRole } from '@school/common';
import { IsNull, LessThan, type DataSource, type Repository } from 'typeorm';
import { UnauthenticatedError } from '../../errors';
import type { AdminUser } from '../admin-user/admin-user.entity';
import { normaliseEmail, type AdminUserService } from '../admin-user/admin-user.service';
import { verifyPassword } from '../admin-user/password';
import type { AuditService } from '../audit/audit.service';
import type { LoginThrottle } from './login-throttle';
import { Session } from './session.entity';

export interface SessionUser {
  id: string;
  email: string;
  role: AdminRole;
  sessionId: string;
}
export interface SignedIn {
  token: string;
  user: AdminUser;
  maxAgeSeconds: number;
}

/**
 * Ends every session of a user (disabled, or a new password). Its own part so the user accounts can call it without
 * the sessions, which read the accounts, being built first.
 */
export const revokeSessionsOf = (dataSource: DataSource) => async (userId: string) => {
  await dataSource.getRepository(Session).update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
};

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SEEN_EVERY_MS = 60_000;

export class SessionService {
  private readonly repo: Repository<Session>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly users: AdminUserService,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditService,
    private readonly secret: string | null,
    private readonly ttlMs: number,
  ) {
    this.repo = dataSource.getRepository(Session);
  }

  private hash(token: string): string {
    return this.secret
      ? createHmac('sha256', this.secret).update(token).digest('hex')
      : createHash('sha256').update(token).digest('hex');
  }

  async login(emailInput: unknown, passwordInput: unknown, ip: string): Promise<SignedIn> {
    const email = normaliseEmail(typeof emailInput === 'string' ? emailInput : '').slice(0, 254);
    const password = typeof passwordInput === 'string' ? passwordInput : '';
    const attempt = await this.throttle.reserve(email, ip);
    const user = email ? await this.users.findByEmail(email) : null;
    const ok = await verifyPassword(password, user?.passwordHash ?? null);
    if (!ok || !user || user.disabled) {
      await attempt.failed();
      await this.audit.record(
        { actorId: user?.id ?? null, actorEmail: email || '(empty)', clientIp: ip },
        'sign_in_failed',
        null,
        user?.disabled && ok ? 'account disabled' : null,
      );
      // docs/requirements.md#disabled-accounts: only the right password learns that the account is disabled
      throw new UnauthenticatedError(ok && user?.disabled ? accountMessages.disabled : accountMessages.wrong);
    }
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.repo.insert({
      id: this.hash(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.ttlMs),
      revokedAt: null,
      lastSeenAt: now,
    });
    await Promise.all([this.users.touchLogin(user.id, now, user.lastLoginAt), attempt.succeeded()]);
    await this.audit.record({ actorId: user.id, actorEmail: user.email, clientIp: ip }, 'sign_in', null, null);
    if (Math.random() < 0.05) await this.repo.delete({ expiresAt: LessThan(new Date(now.getTime() - 86_400_000)) });
    return {
      token,
      user: { ...user, lastLoginAt: now, previousVisitAt: user.lastLoginAt },
      maxAgeSeconds: Math.floor(this.ttlMs / 1000),
    };
  }

  /** The signed-in user for a cookie token, or null when the token is unknown, expired, revoked or the user disabled. */
  async authenticate(token: string | null): Promise<SessionUser | null> {
    if (!token || !TOKEN.test(token)) return null;
    const id = this.hash(token);
    const row = await this.dataSource
      .createQueryBuilder()
      .select(['s.last_seen_at AS "lastSeenAt"', 'u.id AS "userId"', 'u.email AS email', 'u.role AS role'])
      .from(Session, 's')
      .innerJoin('admin_users', 'u', 'u.id = s.user_id')
      .where('s.id = :id AND s.revoked_at IS NULL AND s.expires_at > :now AND u.disabled = :disabled', {
        id,
        now: new Date(),
        disabled: false,
      })
      .getRawOne<{ lastSeenAt: string | Date; userId: string; email: string; role: AdminRole }>();
    if (!row) return null;
    const lastSeen =
      row.lastSeenAt instanceof Date ? row.lastSeenAt : new Date(`${String(row.lastSeenAt).replace(' ', 'T')}Z`);
    if (!(Date.now() - lastSeen.getTime() < SEEN_EVERY_MS)) await this.repo.update({ id }, { lastSeenAt: new Date() });
    return { id: row.userId, email: row.email, role: row.role, sessionId: id };
  }

  async logout(token: string | null): Promise<void> {
    if (!token || !TOKEN.test(token)) return;
    await this.repo.update({ id: this.hash(token), revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Signs a user out everywhere (disabled, or password changed). */
  revokeAllFor(userId: string): Promise<void> {
    return revokeSessionsOf(this.dataSource)(userId);
  }
}
