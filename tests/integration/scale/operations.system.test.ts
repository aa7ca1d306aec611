/**
 * Operations: GET /metrics (off unless METRICS=true), `npm run backup`, and the image's healthcheck
 * command, each against a running server process.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_CONTACT,
  blob,
  contactMessage,
  pdfBytes,
  teacherApplication,
  trialRequest,
} from '../../fixtures/submissions';
import { onPostgres } from '../../helpers/database';
import { graphql, postJson } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

const run = promisify(execFile);
const root = resolve(__dirname, '../../..');

let plain: TestServer;
let metered: TestServer;
beforeAll(async () => {
  [plain, metered] = await Promise.all([startServer({ s3: false }), startServer({ env: { METRICS: 'true' } })]);
});
afterAll(async () => {
  await Promise.all([plain?.stop(), metered?.stop()]);
});

const value = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((l) => l.startsWith(`${series} `))
      ?.split(' ')[1] ?? NaN,
  );

describe('GET /metrics', () => {
  it('is a 404 unless METRICS=true', async () => {
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
  });

  it('counts requests by route pattern, submissions per kind and upload bytes', async () => {
    expect((await postJson(`${metered.url}/api/v1/submitcontact`, contactMessage)).status).toBe(201);
    expect((await postJson(`${metered.url}/api/v1/submittrial`, trialRequest)).status).toBe(201);
    expect((await postJson(`${metered.url}/api/v1/submitcontact`, {})).status).toBe(400);
    const created = await graphql(metered.url, CREATE_CONTACT.replace('mutation(', 'mutation SendContact('), {
      input: contactMessage,
    });
    expect(created.body.errors).toBeUndefined();
    const form = new FormData();
    for (const [key, field] of Object.entries(teacherApplication)) form.append(key, field);
    form.append('resume', blob(pdfBytes(), 'application/pdf'), 'cv.pdf');
    const upload = await fetch(`${metered.url}/api/v1/submitteacherapplication`, { method: 'POST', body: form });
    expect(upload.status).toBe(201);
    await fetch(`${metered.url}/admin/resumes/0b5e6c1e-0000-4000-8000-000000000000`);

    const response = await fetch(`${metered.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await response.text();
    expect(value(text, 'http_requests_total{method="POST",route="/api/v1/submitcontact",status="2xx"}')).toBe(1);
    expect(value(text, 'http_requests_total{method="POST",route="/api/v1/submitcontact",status="4xx"}')).toBe(1);
    expect(text).toContain('route="/admin/resumes/:id"');
    expect(text).not.toContain('0b5e6c1e');
    expect(value(text, 'submissions_total{kind="contact_message",transport="rest"}')).toBe(1);
    expect(value(text, 'submissions_total{kind="contact_message",transport="graphql"}')).toBe(1);
    expect(value(text, 'submissions_total{kind="trial_request",transport="rest"}')).toBe(1);
    expect(value(text, 'submissions_total{kind="teacher_application",transport="rest"}')).toBe(1);
    expect(value(text, 'graphql_operations_total{type="mutation",operation="SendContact",outcome="ok"}')).toBe(1);
    expect(value(text, 'upload_bytes_total{route="/api/v1/submitteacherapplication"}')).toBeGreaterThan(
      pdfBytes().length,
    );
  });

  it('counts a rejected GraphQL mutation as an error and not as a submission', async () => {
    await graphql(metered.url, CREATE_CONTACT.replace('mutation(', 'mutation BadContact('), {
      input: { ...contactMessage, email: 'nope' },
    });
    const text = await (await fetch(`${metered.url}/metrics`)).text();
    expect(value(text, 'graphql_operations_total{type="mutation",operation="BadContact",outcome="error"}')).toBe(1);
    expect(value(text, 'submissions_total{kind="contact_message",transport="graphql"}')).toBe(1);
  });
});

describe('npm run backup', () => {
  it.skipIf(onPostgres)('copies the SQLite database of a running server, consistently', async () => {
    await postJson(`${plain.url}/api/v1/submitcontact`, { ...contactMessage, message: 'kept in the backup' });
    const target = join(plain.dataDir, 'copy.db');
    const { stdout } = await run(process.execPath, [join(root, 'server/dist/cli/backup.js'), target], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: plain.dataDir },
    });
    expect(stdout.trim()).toBe(target);
    const copy = new Database(target, { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(
        copy.prepare("SELECT COUNT(*) AS n FROM contact_messages WHERE message = 'kept in the backup'").get(),
      ).toEqual({ n: 1 });
    } finally {
      copy.close();
    }
  });

  it('writes under $DATA_DIR/backups by default and prints pg_dump advice on PostgreSQL', async () => {
    const sqlite = onPostgres
      ? null
      : await run(process.execPath, [join(root, 'server/dist/cli/backup.js')], {
          cwd: root,
          env: { PATH: process.env.PATH ?? '', DATA_DIR: plain.dataDir },
        });
    if (sqlite) expect(sqlite.stdout.trim()).toMatch(new RegExp(`^${plain.dataDir}/backups/school-[0-9TZ-]+\\.db$`));
    const pg = await run(process.execPath, [join(root, 'server/dist/cli/backup.js')], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://school:secret@db.internal:5432/school' },
    });
    expect(pg.stdout).toContain('pg_dump --format=custom');
    expect(pg.stdout).toContain('postgres://school@db.internal:5432/school');
    expect(pg.stdout).not.toContain('secret');
  });
});

describe('the image healthcheck (Dockerfile HEALTHCHECK)', () => {
  const command = JSON.parse(
    readFileSync(join(root, 'Dockerfile'), 'utf8').match(/HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])/)![1],
  ) as string[];

  it('passes against a healthy server and fails when nothing listens', async () => {
    expect(command.slice(0, 2)).toEqual(['node', '-e']);
    const port = new URL(plain.url).port;
    await expect(run(process.execPath, command.slice(1), { env: { PORT: port } })).resolves.toBeDefined();
    await expect(run(process.execPath, command.slice(1), { env: { PORT: '1' } })).rejects.toMatchObject({ code: 1 });
  });
});
