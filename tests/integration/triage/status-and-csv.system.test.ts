/**
 * One clock and readable values: status sorts in workflow order (list and CSV), the CSV prints dates with
 * the school zone's offset and codes as labels, a day in a CSV filter is a school day, and an unknown
 * SCHOOL_TIME_ZONE stops the start with a message naming it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRIAL_STATUSES } from '@school/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { startExpectingExit } from '../../helpers/server';
import { applyFilter, sortExpression } from '../../../server/src/modules/admin/list-query';
import { onPostgres } from '../../helpers/database';
import { seed } from './support';

let server: TestApp;
let cookie: string;
const ids: Record<string, string> = {};

// alphabetical order would be contacted, enrolled, new, no_show, not_interested, scheduled, trial_done
const SHUFFLED = [
  'trial_done',
  'new',
  'not_interested',
  'cancelled_by_family',
  'scheduled',
  'enrolled',
  'contacted',
  'no_show',
];

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SCHOOL_TIME_ZONE: 'Asia/Kolkata' } });
  cookie = await signIn(server.url);
  const seeded = await seed(
    server,
    'trial-request',
    SHUFFLED.map((status, i) => ({
      name: `Student ${status}`,
      status,
      category: i === 0 ? 'hindustanivocal' : 'piano',
      // 2026-11-22 23:30 and 2026-11-23 00:30, 01:30, … school time
      createdAt: new Date(Date.UTC(2026, 10, 22, 18 + i, 0)),
    })),
  );
  SHUFFLED.forEach((status, i) => (ids[status] = seeded[i]));
});
afterAll(async () => {
  await server?.stop();
});

describe('sorting by status', () => {
  it('follows the workflow, both ways', async () => {
    const list = (order: string) =>
      gql(
        server.url,
        cookie,
        `{ trialRequests(params: {sortField: "status", sortOrder: ${order}}) { items { status } } }`,
      );
    const ascending = (await list('ASC')).body.data.trialRequests.items.map((row: { status: string }) => row.status);
    expect(ascending).toEqual([...TRIAL_STATUSES]);
    const descending = (await list('DESC')).body.data.trialRequests.items.map((row: { status: string }) => row.status);
    expect(descending).toEqual([...TRIAL_STATUSES].reverse());
  });
});

describe('the CSV keyset over the status order', () => {
  it('pages through batches in workflow order, every row once', async () => {
    const service = server.app.admin.kinds['trial-request'];
    for (const order of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      for await (const batch of service.batches(null, 'status', order, 2))
        seen.push(...batch.map((row) => row.status!));
      expect(seen).toEqual(order === 'ASC' ? [...TRIAL_STATUSES] : [...TRIAL_STATUSES].reverse());
    }
  });
});

describe('the status order index', () => {
  it('serves a page sorted by status from the index, the query and the index having the same CASE', async () => {
    for (const kind of ['trial-request', 'contact-message', 'teacher-application']) {
      const service = server.app.admin.kinds[kind];
      const [sql, params] = applyFilter(service.repo.createQueryBuilder('t'), service.resource, null, service.pg)
        .orderBy(sortExpression(service.resource, 'status'), 'ASC')
        .addOrderBy('t.id', 'ASC')
        .limit(25)
        .getQueryAndParameters();
      const table = service.repo.metadata.tableName;
      const runner = service.repo.manager.connection.createQueryRunner();
      try {
        // a few rows make any plan cheap: on PostgreSQL, rule out the other plans to see whether the index fits
        if (onPostgres)
          for (const plan of ['seqscan', 'bitmapscan', 'sort']) await runner.query(`SET enable_${plan} = off`);
        const plan = await runner.query(`${onPostgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, params);
        const text = JSON.stringify(plan);
        expect(text, kind).toContain(`idx_${table}_status_order`);
        expect(text, kind).not.toMatch(/TEMP B-TREE|Sort/);
        if (onPostgres)
          for (const plan of ['seqscan', 'bitmapscan', 'sort']) await runner.query(`RESET enable_${plan}`);
      } finally {
        await runner.release();
      }
    }
  });
});

describe('CSV export', () => {
  const rows = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));

  it('writes dates with the school offset and statuses and courses as labels, in workflow order', async () => {
    const csv = await get(`${server.url}/admin/export/trial-requests.csv?sortField=status&sortOrder=ASC`, cookie);
    expect(csv.status).toBe(200);
    const [header, ...lines] = rows(csv.body);
    const column = (name: string) => header.indexOf(name);
    expect(lines.map((line) => line[column('status')])).toEqual([
      'New',
      'Contacted',
      'Scheduled',
      'Cancelled by the family',
      'Trial done',
      'No-show',
      'Enrolled',
      'Not interested',
    ]);
    const trialDone = lines.find((line) => line[column('id')] === ids.trial_done)!;
    expect(trialDone[column('createdAt')]).toBe('2026-11-22T23:30:00+05:30');
    expect(trialDone[column('category')]).toBe('Hindustani Vocal');
    const fresh = lines.find((line) => line[column('id')] === ids.new)!;
    expect(fresh[column('createdAt')]).toBe('2026-11-23T00:30:00+05:30');
    expect(fresh[column('category')]).toBe('Piano');
  });

  it('reads a day in the filter as a school day: 23:30 is the day before, 00:30 the day itself', async () => {
    const csv = await get(`${server.url}/admin/export/trial-requests.csv?createdTo=2026-11-22`, cookie);
    const [header, ...lines] = rows(csv.body);
    expect(lines.map((line) => line[header.indexOf('id')])).toEqual([ids.trial_done]);
    const next = rows((await get(`${server.url}/admin/export/trial-requests.csv?createdFrom=2026-11-23`, cookie)).body);
    expect(next.slice(1).map((line) => line[0])).not.toContain(ids.trial_done);
    expect(next).toHaveLength(1 + TRIAL_STATUSES.length - 1);
  });
});

describe('SCHOOL_TIME_ZONE', () => {
  it('refuses to start with an unknown zone, naming the variable', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'school-zone-'));
    try {
      const result = await startExpectingExit({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        SCHOOL_TIME_ZONE: 'Mars/Olympus',
      });
      expect(result.code).not.toBe(0);
      // one JSON log line (pino): the problem names the variable and the value
      const line = JSON.parse(result.output.split('\n').find((l) => l.includes('Invalid configuration'))!);
      expect(line.problems).toEqual([
        'SCHOOL_TIME_ZONE must be an IANA time zone name such as Asia/Kolkata (got "Mars/Olympus")',
      ]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
