/**
 * The triage workspace's migrations on a database that already holds rows: taken back down, a row written as the
 * older schema wrote it, then up again. The row reads as before, its workflow clock starts at its arrival,
 * and the lists (spam filter, status order) serve it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { onPostgres } from '../../helpers/database';

const OURS = ['IndexStatusOrder1764100000002', 'IndexListsBySpam1764100000001', 'AddWorkflowClock1764100000000'];
let server: TestApp;
let dataSource: DataSource;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  dataSource = server.app.admin.kinds['trial-request'].repo.manager.connection;
});
afterAll(async () => {
  await server?.stop();
});

describe('migrations 1764100000000–1764100000002', () => {
  it('go down and up again over existing rows, which stay readable', async () => {
    await signIn(server.url); // a visit before: its time must survive the round trip
    // down to just before ours (later migrations first), in order
    const undone: string[] = [];
    while (!OURS.every((name) => undone.includes(name))) {
      const last = await dataSource.query('SELECT name FROM migrations ORDER BY id DESC LIMIT 1');
      undone.push(last[0].name);
      await dataSource.undoLastMigration({ transaction: 'all' });
    }
    expect(undone.slice(-OURS.length)).toEqual(OURS);
    const id = randomUUID();
    const created = '2025-06-01 10:00:00.000';
    await dataSource.query(
      `INSERT INTO trial_requests (id, name, email, gender, category, status, notes, spam, handled_by, created_at)
       VALUES (${onPostgres ? '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10' : '?, ?, ?, ?, ?, ?, ?, ?, ?, ?'})`,
      [id, 'Old Row', 'old@example.org', 'male', 'tabla', 'contacted', 'kept', false, 'Meera', created],
    );
    expect((await dataSource.runMigrations({ transaction: 'all' })).map((m) => m.name)).toEqual([...undone].reverse());
    const cookie = await signIn(server.url);
    const answer = await gql(
      server.url,
      cookie,
      '{ trialRequests(filter: {statusChangedBefore: "2025-06-01T10:00:01Z"}, params: {sortField: "status"}) { total items { id name notes handledBy status createdAt statusChangedAt } } }',
    );
    expect(answer.body.data.trialRequests).toEqual({
      total: 1,
      items: [
        {
          id,
          name: 'Old Row',
          notes: 'kept',
          handledBy: 'Meera',
          status: 'contacted',
          createdAt: '2025-06-01T10:00:00.000Z',
          statusChangedAt: '2025-06-01T10:00:00.000Z',
        },
      ],
    });
    const me = await gql(server.url, cookie, '{ triageOverview { since } }');
    expect(me.body.data.triageOverview.since).not.toBeNull(); // the visit before, read back at the next sign-in
  });
});
