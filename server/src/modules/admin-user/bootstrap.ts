/**
 * The first account. ADMIN_EMAIL/ADMIN_PASSWORD create that admin when absent (the password is never
 * logged). In development, with neither set and no admin at all, an admin@localhost account gets a
 * random password printed once. In production the server refuses to start without an admin.
 */
import type { Env } from '../../config/env';
import type { AdminUserService } from './admin-user.service';
import { randomPassword } from './password';

interface Log {
  info(obj: object, msg: string): void;
}

export class NoAdminError extends Error {}

export async function ensureFirstAdmin(
  env: Env,
  users: AdminUserService,
  log: Log,
  print: (text: string) => void = (t) => process.stdout.write(t),
): Promise<void> {
  if (env.adminEmail && env.adminPassword) {
    if (await users.findByEmail(env.adminEmail)) return;
    try {
      const user = await users.create({ email: env.adminEmail, password: env.adminPassword, role: 'admin' });
      log.info({ email: user.email }, 'created the admin account from ADMIN_EMAIL');
    } catch (error) {
      // Another instance starting at the same moment may have created it first (a unique-index
      // violation from the database, or our own duplicate check): fine, as long as it now exists.
      if (!(await users.findByEmail(env.adminEmail))) throw error;
    }
    return;
  }
  if ((await users.countActiveAdmins()) > 0) return;
  if (env.nodeEnv === 'production') {
    throw new NoAdminError(
      'No admin account exists. Set ADMIN_EMAIL and ADMIN_PASSWORD to create the first one, or run `npm run users -- add --email … --role admin`.',
    );
  }
  if (await users.findByEmail('admin@localhost')) return;
  const password = randomPassword();
  try {
    await users.create({ email: 'admin@localhost', password, role: 'admin' });
  } catch (error) {
    if (await users.findByEmail('admin@localhost')) return; // created by an instance starting alongside
    throw error;
  }
  const line = `Development admin created: admin@localhost / ${password}`;
  const bar = '─'.repeat(line.length + 2);
  print(
    `\n┌${bar}┐\n│ ${line} │\n│ ${'Shown once. Set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own.'.padEnd(line.length)} │\n└${bar}┘\n\n`,
  );
}
