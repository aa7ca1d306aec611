/**
 * The dashboard's text search at 100,000 trial requests, through the real database
 * (docs/requirements.md#search): a word only in a note is found, by the index, and the search follows
 * every write path (the public form, dashboard edits, erasure). On SQLite new rows are indexed shortly
 * after they arrive (the seeded ones too): a search finds them before and after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL, contactMessage, trialRequest } from '../../fixtures/submissions';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { onPostgres } from '../../helpers/database';
import { graphql } from '../../helpers/http';
import { seedTrialRequests } from '../../helpers/seed';
import { until } from '../notifications/support';
import { applyFilter } from '../../../server/src/modules/admin/list-query';

const ROWS = 100_000;
let server: TestApp;
let cookie: string;
let ids: string[];

const call = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const SEARCH = 'query($q: String) { trialRequests(filter: {q: $q}) { total items { id name notes } } }';
const found = async (q: string) => (await call(SEARCH, { q })).body.data.trialRequests;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  ids = await seedTrialRequests(server.app.dataSource, ROWS, (i) => ({
    name: i === 4242 ? 'Zq Okafor' : `Student ${i}`,
    email: `student${i}@example.org`,
    notes: i === 77_777 ? 'Prefers the Zanzibarite harmonium, call after six' : i % 10 === 0 ? `note ${i}` : null,
    handledBy: i % 4 === 0 ? 'Meera from the front desk' : null,
  }));
  if (onPostgres) await server.app.dataSource.query('ANALYZE trial_requests');
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

/** The plan the database chooses for the list's search condition. */
async function plan(q: string): Promise<string> {
  const service = server.app.admin.kinds['trial-request'];
  const qb = applyFilter(service.repo.createQueryBuilder('t'), service.resource, { q, qStaffIds: [] }, service.pg)
    .select('t.id')
    .orderBy('t.createdAt', 'DESC')
    .limit(25);
  const [sql, params] = qb.getQueryAndParameters();
  const rows = await server.app.dataSource.query(`${onPostgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, params);
  return JSON.stringify(rows);
}

const NOTE_ROW = { name: 'Student 77777', notes: 'Prefers the Zanzibarite harmonium, call after six' };

describe(`search at ${ROWS.toLocaleString('en')} trial requests`, () => {
  it('finds a word only in a note before the rows are indexed', async () => {
    expect(await found('zanzibarite')).toEqual({ total: 1, items: [{ id: ids[77_777], ...NOTE_ROW }] });
  });

  it('finds a word that appears only in a note, in any case and as part of a word, through the index', async () => {
    await server.app.searchIndexer?.index(); // SQLite: what the indexer does on its own within a minute or two
    for (const q of ['zanzibar', 'ZANZIBARITE harmonium', 'ibarit']) {
      const page = await found(q);
      expect(page, q).toEqual({ total: 1, items: [{ id: ids[77_777], ...NOTE_ROW }] });
    }
    const started = performance.now();
    await found('zanzibar');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(await plan('zanzibar')).toContain(onPostgres ? 'idx_trial_requests_search' : 'trial_requests_search');
  });

  it('finds legacy handled-by text and, under three characters, still finds a substring', async () => {
    expect((await found('front desk')).total).toBe(ROWS / 4);
    expect((await found('zq')).items.map((item: { name: string }) => item.name)).toEqual(['Zq Okafor']);
    expect((await found('%')).total).toBe(0);
    expect((await found('"')).total).toBe(0);
  });

  it('follows every write: the public form, a dashboard edit of the notes, and erasure', async () => {
    const created = await graphql(server.url, CREATE_TRIAL, { input: { ...trialRequest, name: 'Quillon Marsh' } });
    const id = created.body.data.createTrialRequest.id as string;
    expect((await found('quillon')).items.map((item: { id: string }) => item.id)).toEqual([id]);
    if (!onPostgres) {
      const indexed = async () =>
        (await server.db.query(`SELECT rowid FROM trial_requests_search WHERE trial_requests_search MATCH '"quillon"'`))
          .length === 1;
      await until(indexed, 'the indexer to index the new row on its own');
    }
    await call('mutation($id: ID!) { updateTrialRequest(id: $id, input: {notes: "wants a xylophonist"}) { id } }', {
      id,
    });
    expect((await found('xylophonist')).items.map((item: { id: string }) => item.id)).toEqual([id]);
    await call('mutation($id: ID!) { updateTrialRequest(id: $id, input: {notes: null}) { id } }', { id });
    expect((await found('xylophonist')).total).toBe(0);
    await call('mutation($ids: [ID!]!) { deleteTrialRequests(ids: $ids) }', { ids: [id] });
    expect((await found('quillon')).total).toBe(0);
  });

  it('searches the notes and message of contact messages too', async () => {
    const created = await graphql(server.url, CREATE_CONTACT, {
      input: { ...contactMessage, message: 'Do you teach the sarangi?' },
    });
    const id = created.body.data.createContactMessage.id as string;
    await call('mutation($id: ID!) { updateContactMessage(id: $id, input: {notes: "Refer to Ustad ji"}) { id } }', {
      id,
    });
    for (const q of ['sarangi', 'ustad ji']) {
      const page = await call('query($q: String) { contactMessages(filter: {q: $q}) { items { id } } }', { q });
      expect(page.body.data.contactMessages.items, q).toEqual([{ id }]);
    }
  });
});
