/**
 * Scale-out: two server processes on one PostgreSQL database and one separately started S3-compatible
 * store, started at the same moment on a fresh database. Whatever one instance writes or signs in,
 * the other sees: nothing that matters lives in one process's memory.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, blob, contactMessage, pdfBytes, teacherApplication } from '../../fixtures/submissions';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../helpers/database';
import { graphql, postJson } from '../../helpers/http';
import { startS3Store, startServer, type S3Store, type TestServer } from '../../helpers/server';

const SKIP_REASON = 'needs PostgreSQL: set TEST_DATABASE_URL (CI does) to run the two-instance test';
if (!onPostgres) console.warn(`scale/two-instances.system.test.ts skipped: ${SKIP_REASON}`);

const admin = { email: 'scale-admin@example.org', password: 'correct horse battery staple' };
const env = {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  SESSION_SECRET: 'two-instances-test-secret-0123456789abcdef',
  MIGRATE_ON_START: 'true',
  METRICS: 'true',
};

let dir: string;
let s3: S3Store;
let db: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!onPostgres) return;
  dir = mkdtempSync(join(tmpdir(), 'school-scale-'));
  s3 = await startS3Store(join(dir, 's3'));
  db = await createTestDatabase(dir);
  // Both at once, on a database with no tables yet: the migration advisory lock decides who goes first.
  [a, b] = await Promise.all([startServer({ db, s3, env }), startServer({ db, s3, env })]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await db?.drop();
  await s3?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function signIn(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^sid=/);
  return cookie.split(';')[0];
}

const me = (server: TestServer, cookie: string) => fetch(`${server.url}/auth/me`, { headers: { cookie } });

function metric(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(name))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

describe.skipIf(!onPostgres)(
  `two server instances on one PostgreSQL and one S3 store (${onPostgres ? 'PostgreSQL' : `skipped: ${SKIP_REASON}`})`,
  () => {
    it('both started together on a fresh database: migrations applied once, one admin, both healthy', async () => {
      for (const server of [a, b]) {
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status, server.logs()).toBe(200);
      }
      const migrations = await db.query<{ name: string }>('SELECT name FROM migrations');
      expect(migrations.length).toBeGreaterThan(0);
      expect(new Set(migrations.map((m) => m.name)).size).toBe(migrations.length);
      expect(await db.query('SELECT id FROM admin_users WHERE email = ?', [admin.email])).toHaveLength(1);
    });

    it('a session made on one instance works on the other', async () => {
      const cookie = await signIn(a);
      const response = await me(b, cookie);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ email: admin.email, role: 'admin' });
    });

    it('stores submissions spread across both instances exactly once', async () => {
      const total = 200;
      const ids = await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          const server = i % 2 === 0 ? a : b;
          const input = { ...contactMessage, message: `scale-out message #${i}` };
          if (i % 4 < 2) {
            const answer = await postJson(`${server.url}/api/v1/submitcontact`, input);
            expect(answer.status).toBe(201);
            return answer.body.id as string;
          }
          const answer = await graphql(server.url, CREATE_CONTACT, { input });
          expect(answer.body.errors).toBeUndefined();
          return answer.body.data.createContactMessage.id as string;
        }),
      );
      expect(new Set(ids).size).toBe(total);
      const rows = await db.query<{ id: string; message: string }>(
        "SELECT id, message FROM contact_messages WHERE message LIKE 'scale-out message #%'",
      );
      expect(rows).toHaveLength(total);
      expect(new Set(rows.map((r) => r.message)).size).toBe(total);
      expect(new Set(rows.map((r) => r.id))).toEqual(new Set(ids));

      // Each instance served its half, by its own counters.
      const [fromA, fromB] = await Promise.all(
        [a, b].map(async (s) =>
          metric(await (await fetch(`${s.url}/metrics`)).text(), 'submissions_total{kind="contact_message"'),
        ),
      );
      expect(fromA).toBe(total / 2);
      expect(fromB).toBe(total / 2);
    });

    it('a resume uploaded through one instance downloads through the other', async () => {
      const bytes = pdfBytes(`scale-out ${Date.now()}`);
      const form = new FormData();
      for (const [key, value] of Object.entries(teacherApplication)) form.append(key, value);
      form.append('resume', blob(bytes, 'application/pdf'), 'Ravi CV.pdf');
      const created = await fetch(`${a.url}/api/v1/submitteacherapplication`, { method: 'POST', body: form });
      expect(created.status).toBe(201);
      const { id } = (await created.json()) as { id: string };
      const [row] = await db.query<{ resume_key: string }>('SELECT resume_key FROM teacher_applications WHERE id = ?', [
        id,
      ]);
      expect((await s3.client.statObject(a.bucket, row.resume_key)).size).toBe(bytes.length);

      const download = await fetch(`${b.url}/admin/resumes/${id}`, { headers: { cookie: await signIn(b) } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('signing out on one instance revokes the session on the other', async () => {
      const cookie = await signIn(a);
      expect((await me(b, cookie)).status).toBe(200);
      const logout = await fetch(`${a.url}/auth/logout`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(logout.status).toBe(204);
      expect((await me(b, cookie)).status).toBe(401);
      expect((await me(a, cookie)).status).toBe(401);
    });
  },
);
