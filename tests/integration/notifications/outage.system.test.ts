/** Mail down, a restart, two instances: every notification still arrives, and exactly once. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { createTestDatabase, type TestDatabase } from '../../helpers/database';
import { graphql } from '../../helpers/http';
import { startS3Store, startServer, type S3Store, type TestServer } from '../../helpers/server';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from './support';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function sink(): Promise<SmtpSink> {
  const smtp = await smtpSink();
  cleanups.push(() => smtp.stop());
  return smtp;
}

/** One data folder, database and S3 store that several server processes can run on. */
async function sharedData(): Promise<{ dir: string; db: TestDatabase; s3: S3Store }> {
  const dir = mkdtempSync(join(tmpdir(), 'school-notify-'));
  const db = await createTestDatabase(dir);
  const s3 = await startS3Store(join(dir, 's3'));
  cleanups.push(async () => {
    await s3.stop();
    await db.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, db, s3 };
}

async function start(smtp: SmtpSink, data?: Awaited<ReturnType<typeof sharedData>>): Promise<TestServer> {
  const env = {
    ...NOTIFY_ENV,
    SMTP_URL: smtp.url,
    NOTIFY_MAX_ATTEMPTS: '100',
    ...(data ? { DATA_DIR: data.dir } : {}),
  };
  const server = await startServer(data ? { env, db: data.db, s3: data.s3 } : { env });
  cleanups.push(() => server.stop());
  return server;
}

function idOf(body: { data?: Record<string, { id: string }> | null }, field: string): string {
  if (!body.data?.[field]) throw new Error(`submission refused: ${JSON.stringify(body)}`);
  return body.data[field].id;
}

/** Names are letters only (the form rules); ids tell the mails apart. */
const nameOf = (n: number) => `${String.fromCharCode(65 + (n % 26))}${'abcdefghij'[Math.floor(n / 26) % 10]}`;

async function submitMany(servers: TestServer[], count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, (_, j) => {
      const server = servers[(i + j) % servers.length];
      return (i + j) % 2 === 0
        ? graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, name: `Student ${nameOf(i + j)}` } }).then(
            (a) => idOf(a.body, 'createTrialRequest'),
          )
        : graphql(server.url, CREATE_CONTACT, { input: { ...contactMessage, name: `Parent ${nameOf(i + j)}` } }).then(
            (a) => idOf(a.body, 'createContactMessage'),
          );
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

const jobs = (db: TestDatabase) =>
  db.query<{ status: string; attempts: number }>("SELECT status, attempts FROM notifications WHERE channel = 'email'");

/**
 * Waits until every job is recorded sent, then stops the servers (each worker finishes the deliveries
 * it has in flight before its process exits, so a late duplicate is in the sink by then), then checks
 * each mail came once.
 */
async function expectEachMailOnce(
  smtp: SmtpSink,
  db: TestDatabase,
  ids: string[],
  servers: TestServer[],
): Promise<void> {
  await until(async () => (await jobs(db)).every((job) => job.status === 'sent'), 'every job to be sent', 45_000);
  for (const server of servers) await server.stop();
  const counts = new Map<string, number>();
  for (const mail of smtp.mails)
    for (const id of ids) if (mail.text.includes(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  expect(ids.filter((id) => counts.get(id) !== 1)).toEqual([]);
  expect(smtp.mails).toHaveLength(ids.length);
  expect(new Set(smtp.mails.map((m) => m.messageId)).size).toBe(ids.length);
}

/** Generous: the CI machine may be busy; on a quiet one each case takes a few seconds. */
const SLOW = 90_000;

describe('notifications through a mail outage', () => {
  it(
    'queues 50 submissions while SMTP is down and delivers all 50 exactly once when it is back',
    async () => {
      const smtp = await sink();
      const server = await start(smtp);
      const ids = await submitMany([server], 50);
      expect(ids).toHaveLength(50);
      await until(
        async () => (await jobs(server.db)).every((job) => job.attempts >= 2),
        'two failed attempts each',
        45_000,
      );
      expect((await jobs(server.db)).every((job) => job.status === 'queued')).toBe(true);
      const [failed] = await server.db.query<{ last_error: string }>('SELECT last_error FROM notifications LIMIT 1');
      expect(failed.last_error).toMatch(/ECONNREFUSED/);
      expect(smtp.mails).toHaveLength(0);
      await smtp.listen();
      await expectEachMailOnce(smtp, server.db, ids, [server]);
    },
    SLOW,
  );

  it(
    'loses nothing when the server restarts between queueing and delivery',
    async () => {
      const smtp = await sink();
      const data = await sharedData();
      const first = await start(smtp, data);
      const ids = await submitMany([first], 20);
      await first.stop();
      const waiting = await jobs(data.db);
      expect(waiting).toHaveLength(20);
      expect(waiting.every((job) => job.status === 'queued')).toBe(true);
      await smtp.listen();
      const second = await start(smtp, data);
      await expectEachMailOnce(smtp, data.db, ids, [second]);
    },
    SLOW,
  );

  it(
    'two server instances on one database deliver each job once',
    async () => {
      const smtp = await sink();
      const data = await sharedData();
      const servers = [await start(smtp, data), await start(smtp, data)];
      const ids = await submitMany(servers, 40);
      await until(async () => (await jobs(data.db)).every((job) => job.attempts >= 1), 'a first attempt each', 45_000);
      await smtp.listen(); // both workers now race for the same 40 due jobs
      await expectEachMailOnce(smtp, data.db, ids, servers);
    },
    SLOW,
  );
});
