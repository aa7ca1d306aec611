/**
 * Property-based fuzzing of every public endpoint: random and malformed JSON, wrong types, random
 * content types, GraphQL documents and multipart bodies. Two properties must hold for every input:
 * the answer is never a 5xx, and a row is stored only when the shared rules say the input is valid.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRACK_PAGE_VIEW_DOCUMENT,
  isHttpUrl,
  validateContactMessage,
  validatePageView,
  validateTeacherApplication,
  validateTrialRequest,
  withPhone,
} from '@school/common';
import { CREATE_CONTACT, CREATE_TRIAL, TRACK, pdfBytes } from '../fixtures/submissions';
import { startServer, type TestServer } from '../helpers/server';
import { record, scale } from './report';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ env: { RESUME_MAX_BYTES: '65536' } });
});
afterAll(async () => {
  await server?.stop();
});

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const RUNS = scale(120, 1500);

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    'Asha Rao',
    "D'Souza",
    'asha@example.org',
    'x@y.co',
    'none',
    'piano',
    'hindustanivocal ',
    'female',
    'others',
    '/Courses',
    'https://x.example.org/cv.pdf',
    '',
  ),
  fc.constant('a'.repeat(6000)),
);
const anyValue = fc.oneof(
  text,
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
/** Mostly well-formed values, so a good share of inputs is valid and the "valid → stored" side is exercised too. */
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom('Asha Rao', 'Asha Rao', 'Ravi Kumar', "D'Souza", 'अनन्या', 'R2D2', ''),
  email: fc.constantFrom('asha@example.org', 'x@y.co', 'ravi@school.in', 'nope', ''),
  message: fc.constantFrom('Hello there', 'x', 'Namaste', ''),
  gender: fc.constantFrom('male', 'female', 'others', 'robot'),
  category: fc.constantFrom('piano', 'hindustanivocal ', 'bollywoodvocal', 'none', 'drums'),
  page: fc.constantFrom('/', '/Courses', '/Blog?x=1', 'Courses', ''),
  resume: fc.constantFrom('https://files.example.org/cv.pdf', 'ftp://x/y', ''),
  website: fc.constantFrom('', '', 'http://spam.example'),
  phone: fc.constantFrom('', '+91 98765 43210', '+44 20 7946 0958', '098765 43210', '+91 12345', 'call me'),
};
const plausibleOf = (keys: string[]) =>
  fc.record(
    Object.fromEntries(
      keys.map((k) => [
        k,
        fc.oneof({ weight: 8, arbitrary: plausible[k] ?? text }, { weight: 1, arbitrary: anyValue }),
      ]),
    ),
  );
const fieldsOf = (keys: string[]) =>
  fc.record(Object.fromEntries(keys.map((k) => [k, anyValue])), { requiredKeys: [] });
const jsonBody = (keys: string[]) =>
  fc.oneof(plausibleOf(keys), plausibleOf(keys), fieldsOf(keys), fc.jsonValue({ maxDepth: 3 }));

async function inBatches<T>(items: T[], size: number, send: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(send));
}

interface Tally {
  requests: number;
  serverErrors: number;
  accepted: number;
  acceptedInvalid: number;
}

async function fuzzJson(
  path: string,
  table: string,
  keys: string[],
  isValid: (body: unknown) => boolean,
): Promise<Tally> {
  const before = await server.db.count(table);
  const tally: Tally = { requests: 0, serverErrors: 0, accepted: 0, acceptedInvalid: 0 };
  const bodies = fc.sample(jsonBody(keys), { numRuns: RUNS, seed: SEED });
  const raw = fc.sample(
    fc.tuple(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        'application/json',
        'text/plain',
        'application/xml',
        '',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=zz',
      ),
    ),
    { numRuns: Math.ceil(RUNS / 3), seed: SEED + 1 },
  );
  const send = async (init: RequestInit, valid: boolean) => {
    const response = await fetch(`${server.url}${path}`, { method: 'POST', ...init });
    await response.arrayBuffer();
    tally.requests++;
    if (response.status >= 500) tally.serverErrors++;
    if (response.status === 201) {
      tally.accepted++;
      if (!valid) tally.acceptedInvalid++;
    }
  };
  await inBatches(bodies, 8, (body) =>
    send({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, isValid(body)),
  );
  await inBatches(raw, 8, ([body, type]) => send({ headers: type ? { 'content-type': type } : {}, body }, false));
  expect(await server.db.count(table)).toBe(before + tally.accepted);
  return tally;
}

function report(endpoint: string, tally: Tally): void {
  record({
    section: 'fuzz',
    what: `${endpoint}: ${tally.requests} requests (${tally.accepted} valid stored)`,
    measured: `${tally.serverErrors} 5xx, ${tally.acceptedInvalid} rows from invalid input`,
    target: '0 5xx, 0 invalid rows',
    pass: tally.serverErrors === 0 && tally.acceptedInvalid === 0,
  });
  expect(tally.serverErrors).toBe(0);
  expect(tally.acceptedInvalid).toBe(0);
}

const record_ = (body: unknown) =>
  body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

describe('REST shims under fuzzing', () => {
  it('POST /api/v1/submitcontact', async () => {
    report(
      'POST /api/v1/submitcontact',
      await fuzzJson(
        '/api/v1/submitcontact',
        'contact_messages',
        ['name', 'email', 'message', 'website', 'phone'],
        (b) => withPhone(validateContactMessage)(record_(b)).ok,
      ),
    );
  });
  it('POST /api/v1/submittrial', async () => {
    report(
      'POST /api/v1/submittrial',
      await fuzzJson(
        '/api/v1/submittrial',
        'trial_requests',
        ['name', 'email', 'gender', 'category', 'phone'],
        (b) => withPhone(validateTrialRequest)(record_(b)).ok,
      ),
    );
  });
  it('POST /api/v1/submitteacherapplication (JSON)', async () => {
    report(
      'POST /api/v1/submitteacherapplication',
      await fuzzJson(
        '/api/v1/submitteacherapplication',
        'teacher_applications',
        ['name', 'email', 'message', 'resume'],
        (b) => {
          const r = record_(b);
          return (
            validateTeacherApplication(r, typeof r.resume === 'string' && r.resume.trim() !== '').ok &&
            isHttpUrl(String(r.resume).trim())
          );
        },
      ),
    );
  });
  it('POST /api/v1/keep-visitor-track', async () => {
    report(
      'POST /api/v1/keep-visitor-track',
      await fuzzJson('/api/v1/keep-visitor-track', 'page_views', ['page'], (b) => validatePageView(record_(b)).ok),
    );
  });
});

describe('GraphQL under fuzzing', () => {
  it('random documents and random variables', async () => {
    const tables = ['contact_messages', 'trial_requests', 'page_views'];
    const before = await Promise.all(tables.map((t) => server.db.count(t)));
    const tally: Tally = { requests: 0, serverErrors: 0, accepted: 0, acceptedInvalid: 0 };
    const documents = fc.sample(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constantFrom(
          '{',
          'mutation {',
          'query { __schema { types { name } } }',
          '{ ping ping }',
          'subscription { x }',
        ),
      ),
      { numRuns: Math.ceil(RUNS / 2), seed: SEED + 2 },
    );
    const operations = [
      {
        query: CREATE_CONTACT,
        keys: ['name', 'email', 'message', 'phone'],
        valid: (i: unknown) => withPhone(validateContactMessage)(record_(i)).ok,
        field: 'createContactMessage',
      },
      {
        query: CREATE_TRIAL,
        keys: ['name', 'email', 'gender', 'category', 'phone'],
        valid: (i: unknown) => withPhone(validateTrialRequest)(record_(i)).ok,
        field: 'createTrialRequest',
      },
      { query: TRACK, keys: ['page'], valid: (i: unknown) => validatePageView(record_(i)).ok, field: 'trackPageView' },
      // the site's own text, byte for byte
      {
        query: TRACK_PAGE_VIEW_DOCUMENT,
        keys: ['page'],
        valid: (i: unknown) => validatePageView(record_(i)).ok,
        field: 'trackPageView',
      },
    ];
    const send = async (body: unknown, valid: boolean, field?: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await response.json().catch(() => ({}));
      tally.requests++;
      if (response.status >= 500) tally.serverErrors++;
      if (field && answer?.data?.[field]) {
        tally.accepted++;
        if (!valid) tally.acceptedInvalid++;
      }
    };
    await inBatches(documents, 8, (query) => send({ query }, false));
    for (const [index, op] of operations.entries()) {
      const inputs = fc.sample(fc.oneof(plausibleOf(op.keys), fieldsOf(op.keys), fc.jsonValue({ maxDepth: 2 })), {
        numRuns: RUNS,
        seed: SEED + 3 + index,
      });
      await inBatches(inputs, 8, (input) => send({ query: op.query, variables: { input } }, op.valid(input), op.field));
    }
    const after = await Promise.all(tables.map((t) => server.db.count(t)));
    expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(tally.accepted);
    report('POST /graphql (documents + mutations)', tally);
  });
});

describe('multipart under fuzzing', () => {
  it('random fields and files on the application shim and GraphQL uploads', async () => {
    const before = await server.db.count('teacher_applications');
    const tally: Tally = { requests: 0, serverErrors: 0, accepted: 0, acceptedInvalid: 0 };
    const cases = fc.sample(
      fc.record({
        fields: fc.oneof(plausibleOf(['name', 'email', 'message']), fieldsOf(['name', 'email', 'message'])),
        file: fc.oneof(
          fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
          fc.constant(pdfBytes()),
          fc.constant(Buffer.concat([pdfBytes(), Buffer.alloc(70_000)])),
        ),
        fileName: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('cv.pdf', '../../x.pdf', 'a'.repeat(300))),
        withFile: fc.boolean(),
        garbage: fc.boolean(),
      }),
      { numRuns: RUNS, seed: SEED + 9 },
    );
    await inBatches(cases, 6, async (c) => {
      let response: Response;
      if (c.garbage) {
        response = await fetch(`${server.url}/api/v1/submitteacherapplication`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=----x' },
          body: new Uint8Array(c.file),
        });
      } else {
        const form = new FormData();
        for (const [k, v] of Object.entries(c.fields))
          form.append(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
        if (c.withFile) form.append('resume', new Blob([new Uint8Array(c.file)]), c.fileName || 'x');
        response = await fetch(`${server.url}/api/v1/submitteacherapplication`, { method: 'POST', body: form });
      }
      await response.arrayBuffer();
      tally.requests++;
      if (response.status >= 500) tally.serverErrors++;
      if (response.status === 201) {
        tally.accepted++;
        const fields = Object.fromEntries(
          Object.entries(c.fields).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
        );
        const valid =
          !c.garbage &&
          c.withFile &&
          validateTeacherApplication(fields, true).ok &&
          c.file.subarray(0, 5).toString('latin1') === '%PDF-' &&
          c.file.length <= 65536;
        if (!valid) tally.acceptedInvalid++;
      }
    });
    expect(await server.db.count('teacher_applications')).toBe(before + tally.accepted);
    report('multipart (application shim)', tally);
  });
});
