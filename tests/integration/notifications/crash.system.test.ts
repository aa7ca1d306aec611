/**
 * kill -9 while mails are being delivered: the next instance on the same database sends what is
 * left, re-sending at most the mails that were in flight (one per lane, NOTIFY_CONCURRENCY), and does not
 * wait the old 120-second lease to do it: a lease is one delivery's deadline plus a margin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, contactMessage } from '../../fixtures/submissions';
import { createTestDatabase } from '../../helpers/database';
import { graphql } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';
import { NOTIFY_ENV, smtpSink, until } from './support';

const LANES = 5;
const DEADLINE_MS = 2_000;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('a crash during delivery', () => {
  it('re-sends at most the mails in flight, and the rest within a lease, not 120 s', async () => {
    const smtp = await smtpSink();
    await smtp.listen();
    smtp.faults.answerDelayMs = 300; // each mail takes a while: some are in flight when the process dies
    cleanups.push(() => smtp.stop());
    const dir = mkdtempSync(join(tmpdir(), 'school-crash-'));
    const db = await createTestDatabase(dir);
    cleanups.push(async () => {
      await db.drop();
      rmSync(dir, { recursive: true, force: true });
    });
    const env = {
      ...NOTIFY_ENV,
      SMTP_URL: smtp.url,
      DATA_DIR: dir,
      NOTIFY_CONCURRENCY: String(LANES),
      NOTIFY_SEND_TIMEOUT_MS: String(DEADLINE_MS),
      RATE_LIMIT_FORMS: '0',
    };
    const start = async (): Promise<TestServer> => {
      const server = await startServer({ env, db, dataDir: dir, s3: false });
      cleanups.push(() => server.stop());
      return server;
    };
    const first = await start();
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const created = await graphql(first.url, CREATE_CONTACT, { input: { ...contactMessage, message: `Crash ${i}` } });
      ids.push(created.body.data.createContactMessage.id as string);
    }
    await until(() => smtp.mails.length >= 5, 'a few mails out');
    process.kill(first.pid, 'SIGKILL');
    const killedAt = Date.now();
    const second = await start();
    const jobs = () => db.query<{ status: string }>("SELECT status FROM notifications WHERE channel = 'email'");
    await until(async () => (await jobs()).every((job) => job.status === 'sent'), 'every mail sent', 60_000).catch(
      async (error) => {
        console.log(
          JSON.stringify(
            await db.query(
              "SELECT status, attempts, last_error, locked_by, locked_until, next_attempt_at FROM notifications WHERE status <> 'sent'",
            ),
          ),
          Date.now() - killedAt,
          second.logs().slice(-3000),
        );
        throw error;
      },
    );
    // the jobs the dead process held came back after one lease (deadline + 10 s), far below 120 s
    expect(Date.now() - killedAt).toBeLessThan(DEADLINE_MS + 10_000 + 20_000);
    await second.stop();
    const copies = new Map<string, number>();
    for (const mail of smtp.mails) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1);
    expect(copies.size).toBe(ids.length); // every mail arrived
    const twice = [...copies.values()].filter((n) => n > 1);
    expect(twice.length).toBeLessThanOrEqual(LANES); // only those in flight, each under its own Message-ID
    expect(twice.every((n) => n === 2)).toBe(true);
  }, 120_000);
});
