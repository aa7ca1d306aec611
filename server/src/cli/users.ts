/**
 * npm run users -- <command>: manage dashboard accounts from the server's shell.
 *   add --email a@b --role admin|recruiter|editor   reset --email a@b   disable --email a@b   enable --email a@b   list
 * Passwords come from USER_PASSWORD or a hidden prompt, never from argv (it shows in `ps` and shell history).
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { cliPassword, parseEnv } from '../config/env';
import { createDataSource, migrate } from '../db/data-source';
import { AppError } from '../errors';
import { AdminUserService } from '../modules/admin-user/admin-user.service';
import { revokeSessionsOf } from '../modules/session/session.service';
import { AuditService } from '../modules/audit/audit.service';
import { kinds } from '../modules/kinds/registry';
import { promptHidden } from './prompt';

const USAGE =
  'usage: npm run users -- add --email <email> [--role admin|recruiter|editor] | reset --email <email> | disable --email <email> | enable --email <email> | list';

async function password(): Promise<string> {
  const fromEnv = cliPassword();
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error('Set USER_PASSWORD or run in a terminal to be prompted for the password');
  const first = await promptHidden('Password: ');
  if (first !== (await promptHidden('Repeat password: '))) throw new Error('The passwords do not match');
  return first;
}

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' } },
  });
  const command = positionals[0];
  const env = parseEnv();
  const dataSource = createDataSource(env);
  await dataSource.initialize();
  try {
    await migrate(dataSource);
    const audit = new AuditService(dataSource, kinds);
    const users = new AdminUserService(dataSource, revokeSessionsOf(dataSource));
    const actor = { actorId: null, actorEmail: 'cli', clientIp: null };
    if (command === 'list') {
      for (const u of await users.list())
        console.log(
          `${u.email}\t${u.role}\t${u.disabled ? 'disabled' : 'active'}\tlast sign-in: ${u.lastLoginAt?.toISOString() ?? 'never'}`,
        );
      return;
    }
    if (!values.email || !['add', 'reset', 'disable', 'enable'].includes(command ?? '')) throw new Error(USAGE);
    if (command === 'add') {
      const user = await users.create({
        email: values.email,
        password: await password(),
        role: values.role ?? 'recruiter',
      });
      await audit.record(actor, 'user_create', `admin_user:${user.id}`, `${user.email} as ${user.role}`);
      console.log(`added ${user.email} (${user.role})`);
      return;
    }
    const user = await users.findByEmail(values.email);
    if (!user) throw new Error(`No user with email ${values.email}`);
    const changes = command === 'reset' ? { password: await password() } : { disabled: command === 'disable' };
    await users.update(user.id, changes);
    await audit.record(actor, 'user_update', `admin_user:${user.id}`, `${user.email}: ${command}`);
    console.log(`${command}: ${user.email}${command === 'enable' ? '' : ' (signed out everywhere)'}`);
  } finally {
    await dataSource.destroy();
  }
}

run().catch((error) => {
  console.error(
    error instanceof AppError && error.fieldErrors
      ? Object.values(error.fieldErrors).join('; ')
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});
