// Admin at scale: 100,000 trial requests seeded straight into the SQLite file (the server migrates
// it first), then the dashboard's list query (page of 25, filtered, sorted), its text search for a word
// found only in one note (once the server's search indexer has indexed the seeded rows, timed), and
// the CSV export.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sampleRss } from './rss.mjs';
import { admin, startServer, tempDir } from './server.mjs';
import { bm, fmt, MiB, median, na, percentile, row } from './table.mjs';

const ROWS = 100_000;
const QUERIES = 200;
const STATUSES = ['new', 'contacted', 'scheduled', 'trial_done', 'enrolled', 'not_interested'];
const CATEGORIES = ['hindustanivocal', 'bollywoodvocal', 'piano', 'guitar', 'tabla'];
const GENDERS = ['male', 'female', 'others'];
const LIST_TARGET = 'p95 ≤ 30 ms';
const SEARCH_TARGET = 'p95 ≤ 30 ms';
/** Made-up words, each in the note of one row only (row SEARCH_ROW(k)): what search must find. */
const SEARCH_WORDS = Array.from({ length: 20 }, (_, k) => `xylo${String.fromCharCode(97 + k)}phonist`);
const SEARCH_ROW = (k) => 4999 * k + 17;
const CSV_TARGET = '≤ 3 s, RSS growth ≤ 64 MiB';

const isSearchRow = (i) => SEARCH_WORDS.some((_, j) => SEARCH_ROW(j) === i);

function note(i) {
  const k = SEARCH_WORDS.findIndex((_, j) => SEARCH_ROW(j) === i);
  if (k >= 0) return `Wants a ${SEARCH_WORDS[k]} for the evening batch`;
  return i % 10 === 0 ? `=note ${i}, "quoted"` : null;
}

/** 100k rows over the last year, in multi-row INSERTs inside one transaction. */
function seed(file) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const columns = [
    'id',
    'name',
    'email',
    'gender',
    'category',
    'status',
    'notes',
    'spam',
    'handled_by',
    'created_at',
    'status_changed_at',
  ];
  const PER = 500;
  const insert = db.prepare(
    `INSERT INTO trial_requests (${columns.join(', ')}) VALUES ${Array(PER)
      .fill(`(${columns.map(() => '?').join(', ')})`)
      .join(', ')}`,
  );
  const now = Date.now();
  const t0 = performance.now();
  db.transaction(() => {
    for (let start = 0; start < ROWS; start += PER) {
      const params = [];
      for (let i = start; i < start + PER; i++) {
        const created = new Date(now - Math.floor((((i * 7919) % ROWS) / ROWS) * 365 * 86_400_000) - (i % 1000));
        params.push(
          randomUUID(),
          `Student ${i}`,
          `student${i}@example.org`,
          GENDERS[i % 3],
          CATEGORIES[i % 5],
          STATUSES[(i * 7) % 6],
          note(i),
          i % 50 === 0 && !isSearchRow(i) ? 1 : 0, // the search words sit in rows the list shows (spam is hidden)
          i % 4 === 0 ? 'teacher@example.org' : null,
          created.toISOString().replace('T', ' ').replace('Z', ''),
          created.toISOString().replace('T', ' ').replace('Z', ''), // status_changed_at: as the migration fills it
        );
      }
      insert.run(...params);
    }
  })();
  const n = db.prepare('SELECT COUNT(*) AS n FROM trial_requests WHERE spam = 0').get().n;
  db.close();
  return { n, ms: performance.now() - t0 };
}

async function signIn(url) {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (response.status === 404) return null;
  if (response.status !== 200)
    throw new Error(`POST /auth/login answered ${response.status}: ${await response.text()}`);
  const cookie = (response.headers.getSetCookie?.() ?? [response.headers.get('set-cookie')])
    .map((c) => c.split(';')[0])
    .join('; ');
  return cookie;
}

const LIST_QUERY = `query List($filter: TrialRequestFilter, $params: ListParams) {
  trialRequests(filter: $filter, params: $params) { total items { id name email gender category status notes handledBy spam createdAt } }
}`;

async function list(url, cookie, i) {
  const variables = {
    filter: { status: [STATUSES[i % 6]], category: CATEGORIES[Math.floor(i / 6) % 5] },
    params: { page: 1 + (i % 8), perPage: 25, sortField: 'createdAt', sortOrder: 'DESC' },
  };
  const t0 = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: LIST_QUERY, variables }),
  });
  const json = await response.json();
  const ms = performance.now() - t0;
  const page = json?.data?.trialRequests;
  if (!page || page.items.length !== 25)
    throw new Error(`trialRequests answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return ms;
}

const SEARCH_QUERY = `query Search($filter: TrialRequestFilter, $params: ListParams) {
  trialRequests(filter: $filter, params: $params) { total items { id name notes } }
}`;

/** The list's text search for a word found in one note only (docs/requirements.md#search). */
async function search(url, cookie, i) {
  const word = SEARCH_WORDS[i % SEARCH_WORDS.length];
  const variables = { filter: { q: i % 2 ? word.toUpperCase() : word }, params: { page: 1, perPage: 25 } };
  const t0 = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: SEARCH_QUERY, variables }),
  });
  const json = await response.json();
  const ms = performance.now() - t0;
  const page = json?.data?.trialRequests;
  if (!page || page.total !== 1 || !page.items[0].notes.includes(word))
    throw new Error(`search for ${word} answered ${response.status}: ${JSON.stringify(json).slice(0, 300)}`);
  return ms;
}

/**
 * Waits until the server's search indexer has indexed every seeded row (it indexes new rows in the
 * background, a little at a time: server/src/db/search-indexer.ts); answers the time it took.
 */
async function indexCaughtUp(file, timeoutMs = 180_000) {
  const db = new Database(file, { readonly: true });
  const t0 = performance.now();
  const caughtUp = db.prepare(
    'SELECT (SELECT max(rowid) FROM trial_requests) <= coalesce((SELECT rowid FROM trial_requests_search ORDER BY rowid DESC LIMIT 1), 0) AS done',
  );
  try {
    while (!caughtUp.get().done) {
      if (performance.now() - t0 > timeoutMs) throw new Error('the search index did not catch up in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    db.close();
  }
  return performance.now() - t0;
}

/** Streams the export, counting bytes and lines; never keeps the body. */
async function exportCsv(url, cookie) {
  const t0 = performance.now();
  const response = await fetch(`${url}/admin/export/trial-requests.csv?sortField=createdAt&sortOrder=DESC`, {
    headers: { cookie },
  });
  if (response.status !== 200)
    throw new Error(`CSV export answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
  }
  return { ms: performance.now() - t0, bytes, lines };
}

export async function runAdmin(log) {
  const dataDir = tempDir();
  let server = await startServer({ dataDir });
  await server.stop({ keep: true });
  const seeded = seed(join(dataDir, 'school.db'));
  log(`  admin: seeded ${fmt.int(seeded.n)} trial requests in ${fmt.ms(seeded.ms)}`);
  server = await startServer({ dataDir });
  try {
    const cookie = await signIn(server.url);
    if (cookie === null) {
      return {
        rows: [
          na('Admin list at 100,000 trial requests', LIST_TARGET, 'not built yet'),
          na('Admin search at 100,000 trial requests', SEARCH_TARGET, 'not built yet'),
          na('CSV export of 100,000 rows', CSV_TARGET, 'not built yet'),
        ],
        notes: [],
      };
    }
    for (let i = 0; i < 20; i++) await list(server.url, cookie, i); // warm-up
    const times = [];
    for (let i = 0; i < QUERIES; i++) times.push(await list(server.url, cookie, i));
    const p95 = percentile(times, 95);
    log(`  admin list: p50 ${fmt.ms(median(times))}, p95 ${fmt.ms(p95)}, max ${fmt.ms(Math.max(...times))}`);
    const caughtUp = await indexCaughtUp(join(dataDir, 'school.db'));
    log(
      `  admin search: the indexer had indexed the ${fmt.int(seeded.n)} seeded rows ${fmt.ms(caughtUp)} after the list runs`,
    );
    for (let i = 0; i < 20; i++) await search(server.url, cookie, i); // warm-up
    const searches = [];
    for (let i = 0; i < QUERIES; i++) searches.push(await search(server.url, cookie, i));
    const searchP95 = percentile(searches, 95);
    log(
      `  admin search: p50 ${fmt.ms(median(searches))}, p95 ${fmt.ms(searchP95)}, max ${fmt.ms(Math.max(...searches))}`,
    );
    const exports = [];
    for (let i = 0; i < 2; i++) {
      const sampler = await sampleRss(server.pid);
      const result = await exportCsv(server.url, cookie);
      const { growth } = await sampler.stop();
      exports.push({ ...result, growth });
      log(
        `  admin export #${i + 1}: ${fmt.ms(result.ms)}, ${fmt.mib(result.bytes)}, ${fmt.int(result.lines)} lines, RSS +${fmt.mib(growth)}`,
      );
    }
    const linesOk = exports.every((e) => e.lines === seeded.n + 1);
    const ms = exports.map((e) => e.ms);
    const growths = exports.map((e) => e.growth);
    return {
      rows: [
        row(
          'Admin list at 100,000 trial requests (page of 25, status + category filter, sorted by createdAt)',
          `p95 ${fmt.ms(p95)} (p50 ${fmt.ms(median(times))}, ${QUERIES} sequential GraphQL requests)`,
          LIST_TARGET,
          p95 <= 30,
        ),
        row(
          'Admin search at 100,000 trial requests (q = a word found only in one note, page of 25, newest first)',
          `p95 ${fmt.ms(searchP95)} (p50 ${fmt.ms(median(searches))}, ${QUERIES} sequential GraphQL requests)`,
          SEARCH_TARGET,
          searchP95 <= 30,
        ),
        row(
          'CSV export of 100,000 rows',
          `${bm(ms, fmt.s, false)}; RSS growth ${bm(growths, fmt.mib, false)}; ${fmt.int(exports[0].lines)} lines${linesOk ? '' : ' (EXPECTED ' + (seeded.n + 1) + ')'}`,
          CSV_TARGET,
          linesOk && median(ms) <= 3000 && median(growths) <= 64 * MiB,
        ),
      ],
      notes: [
        'Admin: rows seeded with better-sqlite3 into the migrated file while the server is stopped; list = GraphQL trialRequests over HTTP with the session cookie, timed end to end by the client, pages 1–8 over every status × category; search = the same list with q set to one of 20 made-up words, each in one note only (upper or lower case), served by the FTS5 trigram index once the server has indexed the seeded rows (it indexes new rows in the background; before that, search still finds them by LIKE).',
      ],
    };
  } finally {
    await server.stop({ keep: false });
  }
}
