/**
 * Wrong-password throttling, stored in the database so every instance sees the same counts: at most
 * MAX_FAILURES per account and per client address within WINDOW_MS; the next attempt answers 429.
 */
import { randomUUID } from 'node:crypto';
import { LessThan, MoreThan, type DataSource, type Repository } from 'typeorm';
import { TooManyRequestsError } from '../../errors';
import { LoginFailure } from './login-failure.entity';

export const MAX_FAILURES = 10;
export const WINDOW_MS = 15 * 60 * 1000;

export class LoginThrottle {
  private readonly repo: Repository<LoginFailure>;

  constructor(dataSource: DataSource, private readonly now: () => Date = () => new Date()) {
    this.repo = dataSource.getRepository(LoginFailure);
  }

  private keys(email: string, ip: string): string[] {
    return [`email:${email}`.slice(0, 300), `ip:${ip}`.slice(0, 300)];
  }

  /** Throws 429 (with the seconds until the oldest counted failure leaves the window) when either key is over. */
  async check(email: string, ip: string): Promise<void> {
    const since = new Date(this.now().getTime() - WINDOW_MS);
    for (const key of this.keys(email, ip)) {
      const failures = await this.repo.find({
        select: { createdAt: true }, where: { key, createdAt: MoreThan(since) }, order: { createdAt: 'DESC' }, take: MAX_FAILURES,
      });
      if (failures.length >= MAX_FAILURES) {
        const oldest = failures[failures.length - 1].createdAt.getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + WINDOW_MS - this.now().getTime()) / 1000));
        throw new TooManyRequestsError('Too many failed sign-in attempts. Please wait and try again later.', retryAfter);
      }
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const createdAt = this.now();
    await this.repo.insert(this.keys(email, ip).map((key) => ({ id: randomUUID(), key, createdAt })));
    if (Math.random() < 0.05) await this.repo.delete({ createdAt: LessThan(new Date(createdAt.getTime() - WINDOW_MS)) });
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async clearAccount(email: string): Promise<void> {
    await this.repo.delete({ key: `email:${email}`.slice(0, 300) });
  }
}
