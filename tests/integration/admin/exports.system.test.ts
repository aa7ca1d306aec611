/** CSV exports: filters honoured, UTF-8 BOM, RFC 4180 quoting, formula neutralising, 100k rows in flat memory. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL } from '../../fixtures/submissions';
import { ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { onPostgres } from '../../helpers/database';
import { graphql } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';

let server: TestServer;
let cookie: string;
const trialIds: Record<string, string> = {};

const exportCsv = (path: string) => get(`${server.url}/admin/export/${path}`, cookie);
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

beforeAll(async () => {
  // An 80 MB old generation and 4 MB semi-spaces: the export must stream 100,000 rows inside them. Without caps the RSS
  // check would measure V8's growth heuristics (Node 24 lets the heap reach ~145 MB under this allocation rate
  // before collecting, then drops to ~70 MB) instead of whether rows are retained; with it, an export that
  // held on to its rows (about 1 KB each) would run out of heap instead of passing. The server alone takes ~56 MB
  // at start on PostgreSQL since billing came in: 64 MB left its start no room and it ran out of heap there.
  server = await startServer({
    env: { ...ADMIN_ENV, NODE_OPTIONS: '--max-old-space-size=80 --max-semi-space-size=4' },
  });
  cookie = await signIn(server.url);
  const trials = [
    ['Asha Rao', 'asha@example.org', 'piano'],
    ['Bela Sen', 'bela@example.org', 'guitar'],
    ['Chitra Iyer', 'chitra@example.org', 'piano'],
  ];
  for (const [name, email, category] of trials) {
    trialIds[name] = (
      await graphql(server.url, CREATE_TRIAL, { input: { name, email, gender: 'female', category } })
    ).body.data.createTrialRequest.id;
  }
  await gql(
    server.url,
    cookie,
    `mutation { updateTrialRequest(id: "${trialIds['Chitra Iyer']}", input: {status: contacted}) { id } }`,
  );
  for (const message of [
    '=HYPERLINK("http://evil")',
    '+1+1',
    '-2',
    '@SUM(A1)',
    'plain, with "quotes"\nand a new line',
  ]) {
    await graphql(server.url, CREATE_CONTACT, { input: { name: 'अनु शर्मा', email: 'anu@example.org', message } });
  }
});
afterAll(async () => {
  await server?.stop();
});

describe('GET /admin/export/*.csv', () => {
  it('starts with a UTF-8 BOM and a header, as text/csv, as an attachment', async () => {
    const answer = await exportCsv('trial-requests.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="trial-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...answer.raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines(answer.body)[0]).toBe(
      'id,createdAt,name,email,phone,gender,category,status,assignedTo,handledBy,notes,spam',
    );
    expect(lines(answer.body)).toHaveLength(4);
  });

  it('honours status, category, q and date filters, and the sort', async () => {
    const names = async (query: string) =>
      lines((await exportCsv(`trial-requests.csv?${query}`)).body)
        .slice(1)
        .map((line) => line.split(',')[2]);
    expect(await names('category=piano&sortField=name&sortOrder=ASC')).toEqual(['Asha Rao', 'Chitra Iyer']);
    expect(await names('status=contacted')).toEqual(['Chitra Iyer']);
    expect(await names('status=new,contacted&sortField=name&sortOrder=DESC')).toEqual([
      'Chitra Iyer',
      'Bela Sen',
      'Asha Rao',
    ]);
    expect(await names('status=new&status=contacted&q=BELA')).toEqual(['Bela Sen']);
    expect(await names(`createdFrom=${new Date(Date.now() + 3_600_000).toISOString()}`)).toEqual([]);
    expect(await names(`createdTo=${new Date(Date.now() - 3_600_000).toISOString()}`)).toEqual([]);
    expect((await exportCsv('trial-requests.csv?createdFrom=yesterday')).status).toBe(400);
    expect((await exportCsv('trial-requests.csv?sortField=password')).status).toBe(400);
  });

  it('neutralises formulas, quotes per RFC 4180 and keeps Devanagari intact', async () => {
    const csv = (await exportCsv('contact-messages.csv?sortField=createdAt&sortOrder=ASC')).body;
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil"")",`);
    expect(csv).toContain(",'+1+1,");
    expect(csv).toContain(",'-2,");
    expect(csv).toContain(",'@SUM(A1),");
    expect(csv).toContain(',"plain, with ""quotes""\nand a new line",');
    expect(csv).toContain(',अनु शर्मा,anu@example.org,');
  });

  it('is audited', async () => {
    const log = await gql(
      server.url,
      cookie,
      '{ auditLog(params: {perPage: 100}) { items { action target actorEmail } } }',
    );
    expect(log.body.data.auditLog.items).toContainEqual({
      action: 'export',
      target: 'trial-requests',
      actorEmail: ADMIN_ENV.ADMIN_EMAIL,
    });
  });

  it('answers 404 for an unknown export', async () => {
    expect((await exportCsv('passwords.csv')).status).toBe(404);
    // names of properties every plain object inherits are not exports either (they were a 500)
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const answer = await exportCsv(`${name}.csv`);
      expect(answer.status, name).toBe(404);
      expect(JSON.parse(answer.body), name).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

const ROWS = 100_000;

async function seedContactMessages(count: number): Promise<void> {
  if (onPostgres) {
    await server.db.query(`INSERT INTO contact_messages (id, name, email, message, status, spam, created_at)
      SELECT lpad(i::text, 8, '0') || '-0000-4000-8000-000000000000', 'Bulk Person', 'bulk' || i || '@example.org',
             'message number ' || i || ' with some more words to make the row a realistic size', 'new', false, now() - i * interval '1 second'
      FROM generate_series(1, ${count}) AS i`);
    return;
  }
  const db = new Database(join(server.dataDir, 'school.db'));
  db.pragma('busy_timeout = 5000');
  db.exec(`INSERT INTO contact_messages (id, name, email, message, status, spam, created_at)
    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
    SELECT printf('%08d-0000-4000-8000-000000000000', i), 'Bulk Person', 'bulk' || i || '@example.org',
           'message number ' || i || ' with some more words to make the row a realistic size', 'new', 0,
           strftime('%Y-%m-%d %H:%M:%f', 'now', '-' || i || ' seconds')
    FROM n`);
  db.close();
}

function rssKb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]);
}

describe('a 100k-row export', () => {
  it('streams every row once while the server memory stays flat', async () => {
    await seedContactMessages(ROWS);
    await exportCsv('contact-messages.csv?q=number 5'); // warm up code paths
    const before = rssKb(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssKb(server.pid));
    }, 20);
    const response = await fetch(`${server.url}/admin/export/contact-messages.csv?q=bulk`, { headers: { cookie } });
    const reader = response.body!.getReader();
    let count = 0;
    let bytes = 0;
    const seen = new Set<string>();
    let rest = '';
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      const text = rest + decoder.decode(value, { stream: true });
      const parts = text.split('\r\n');
      rest = parts.pop()!;
      for (const line of parts) {
        count++;
        seen.add(line.slice(0, 36));
      }
    }
    clearInterval(sampler);
    peak = Math.max(peak, rssKb(server.pid));
    expect(count).toBe(ROWS + 1);
    expect(seen.size).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(ROWS * 100);
    const growthMb = (peak - before) / 1024;
    console.log(
      `export of ${ROWS} rows (${(bytes / 1048576).toFixed(1)} MB): server RSS ${Math.round(before / 1024)} MB → peak ${Math.round(peak / 1024)} MB`,
    );
    // Buffering would hold 100k entities plus the 17 MB text (well over 100 MB); streaming holds one batch.
    expect(growthMb).toBeLessThan(32);
  }, 90_000);

  it('pages the list quickly at that size', async () => {
    const started = Date.now();
    const answer = await gql(
      server.url,
      cookie,
      '{ contactMessages(filter: {status: [new]}, params: {page: 2000, perPage: 25}) { total items { id } } }',
    );
    expect(answer.body.data.contactMessages.total).toBeGreaterThanOrEqual(ROWS);
    expect(answer.body.data.contactMessages.items).toHaveLength(25);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
