// API throughput: each target endpoint against the bare node:http echo, alternated A/B in one run.
// Runs use a fixed request count (calibrated to ~8 s from the warm-up) so every answered request is
// counted, and the rows written during each run are compared with its 2xx answers (durability).
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startEcho, startServer } from './server.mjs';
import { bm, fmt, median, best, row } from './table.mjs';

const CONNECTIONS = 50;
const RUN_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 8);
const WARMUP_SECONDS = 2;
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 2);
const JSON_HEADERS = { 'content-type': 'application/json' };
const person = { name: 'Asha Rao', email: 'asha@example.org' };

const gql = (query, input, operationName) => JSON.stringify({ operationName, query, variables: { input } });
// The site's own tracking request, byte for byte (web/src/lib/track-page-view.ts); it goes through Apollo's
// pipeline like every other operation (one execution path).
const { TRACK_PAGE_VIEW_DOCUMENT } = createRequire(import.meta.url)('../../common/dist/index.js');
const ENDPOINTS = [
  {
    key: 'rest',
    what: 'REST contact submit',
    table: 'contact_messages',
    path: '/api/v1/submitcontact',
    target: 0.25,
    p99: 25,
    body: JSON.stringify({ ...person, message: 'Hello from the benchmark [<id>]' }),
  },
  {
    key: 'graphql',
    what: 'GraphQL contact submit',
    table: 'contact_messages',
    path: '/graphql',
    target: 0.18,
    body: gql('mutation Contact($input: CreateContactMessageInput!) { createContactMessage(input: $input) { id } }', {
      ...person,
      message: 'Hello from the benchmark [<id>]',
    }),
    check: (json) => typeof json?.data?.createContactMessage?.id === 'string',
  },
  {
    key: 'track',
    what: 'Page-visit tracking (REST keep-visitor-track)',
    table: 'page_views',
    path: '/api/v1/keep-visitor-track',
    target: 0.3,
    body: JSON.stringify({ page: '/Courses' }),
  },
  {
    key: 'track-gql',
    what: 'Page-visit tracking (GraphQL trackPageView, as the site sends it)',
    table: 'page_views',
    path: '/graphql',
    target: 0.18,
    headers: { accept: 'application/graphql-response+json, application/json' },
    body: gql(TRACK_PAGE_VIEW_DOCUMENT, { page: '/Courses' }, 'TrackPageView'),
    check: (json) => json?.data?.trackPageView === true,
  },
];

// Every request gets its own body ([<id>] becomes a counter). autocannon's own idReplacement sends a
// wrong Content-Length with the hyperid it bundles, so the body is set per request here instead.
let sequence = 0;
function cannon(url, { body, headers }, opts) {
  const [head, tail] = body.split('[<id>]');
  const setupRequest = tail === undefined ? undefined : (req) => ({ ...req, body: `${head}${++sequence}${tail}` });
  return autocannon({
    url,
    method: 'POST',
    headers: { ...JSON_HEADERS, ...headers },
    body,
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
    connections: CONNECTIONS,
    pipelining: 1,
    timeout: 10,
    ...opts,
  });
}

const summary = (r) => {
  const answered = r['1xx'] + r['2xx'] + r['3xx'] + r['4xx'] + r['5xx'];
  return {
    rps: answered / r.duration,
    p99: r.latency.p99,
    ok: r['2xx'],
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    duration: r.duration,
  };
};

export async function runApi(log) {
  const echo = await startEcho();
  const server = await startServer();
  const db = new Database(join(server.dataDir, 'school.db'), { readonly: true, fileMustExist: true });
  const count = (table) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get().n;
  const settle = () => new Promise((r) => setTimeout(r, 300));
  const rows = [];
  const notes = [];
  try {
    for (const ep of ENDPOINTS) {
      // a single request first: the body must be accepted, or the run measures error answers
      const probe = await fetch(server.url + ep.path, {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...ep.headers },
        body: ep.body.replace('[<id>]', 'probe'),
      });
      const probeText = await probe.text();
      if (!probe.ok || (ep.check && !ep.check(JSON.parse(probeText)))) {
        throw new Error(`${ep.what}: probe answered ${probe.status} ${probeText.slice(0, 300)}`);
      }
      const a = { url: echo.url + ep.path, runs: [] };
      const b = { url: server.url + ep.path, runs: [] };
      for (const side of [a, b]) side.rate = summary(await cannon(side.url, ep, { duration: WARMUP_SECONDS })).rps;
      await settle();
      let durability = { rows: 0, ok: 0 };
      for (let round = 0; round < ROUNDS; round++) {
        for (const side of [a, b]) {
          const amount = Math.max(CONNECTIONS * 20, Math.round(side.rate * RUN_SECONDS));
          const before = side === b ? count(ep.table) : 0;
          const s = summary(await cannon(side.url, ep, { amount }));
          side.runs.push(s);
          side.rate = s.rps;
          if (side === b) {
            await settle();
            durability.rows += count(ep.table) - before;
            durability.ok += s.ok;
          }
          log(
            `  api ${ep.key} round ${round + 1} ${side === a ? 'A echo  ' : 'B target'}: ${fmt.int(s.rps)} req/s, p99 ${s.p99} ms, 2xx ${s.ok}, errors ${s.errors}, non-2xx ${s.non2xx}`,
          );
        }
      }
      const ratios = b.runs.map((s, i) => s.rps / a.runs[i].rps);
      const errors = b.runs.reduce((n, s) => n + s.errors + s.non2xx, 0);
      const p99s = b.runs.map((s) => s.p99);
      const ratioPass = best(ratios) >= ep.target && median(ratios) >= ep.target;
      const measured = [
        `ratio ${bm(ratios, fmt.ratio)}`,
        `target ${bm(
          b.runs.map((s) => s.rps),
          fmt.int,
        )} req/s`,
        `echo ${bm(
          a.runs.map((s) => s.rps),
          fmt.int,
        )} req/s`,
        `p99 ${bm(p99s, (v) => `${v} ms`, false)}`,
        `errors+non-2xx ${errors}`,
        `rows ${durability.rows} = 201s ${durability.ok}: ${durability.rows === durability.ok ? 'yes' : 'NO'}`,
      ].join('; ');
      const extra = ep.p99 ? `, p99 ≤ ${ep.p99} ms, 0 errors` : ', 0 errors';
      const pass =
        ratioPass && errors === 0 && durability.rows === durability.ok && (!ep.p99 || median(p99s) <= ep.p99);
      rows.push(row(ep.what, measured, `≥ ${ep.target} of echo${extra}, rows = 2xx`, pass));
    }
    notes.push(
      `API: ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${ROUNDS} rounds of A (echo) / B (target), ~${RUN_SECONDS} s each (fixed request count calibrated from the previous run), same process; pass needs best and median ratio ≥ target and median p99 ≤ target.`,
    );
  } finally {
    db.close();
    await server.stop();
    await echo.stop();
  }
  return { rows, notes };
}
