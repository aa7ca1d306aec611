/**
 * GET /api/v1/openapi.json: a valid OpenAPI 3.1 document, whose examples fit its own schemas, and
 * whose every documented answer (path × status) is produced by the real server in that shape.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, pdfBytes } from '../../fixtures/submissions';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send as call } from '../../helpers/in-process';

type Doc = {
  paths: Record<
    string,
    {
      post: {
        requestBody: { content: Record<string, { schema: object; example?: unknown }> };
        responses: Record<
          string,
          { content: Record<string, { example?: unknown }>; headers?: Record<string, unknown> }
        >;
      };
    }
  >;
};

let server: TestApp;
let doc: Doc;
const ajv = new Ajv2020({ strict: false, allErrors: true });
let address = 0;

beforeAll(async () => {
  server = await buildTestApp({
    s3: true, // its own store: the last test stops it
    env: {
      TRUST_PROXY: 'true',
      RATE_LIMIT_FORMS: '2',
      RATE_LIMIT_TRACKING: '2',
      BODY_LIMIT_BYTES: '4096',
      RESUME_MAX_BYTES: '4096',
    },
  });
  const response = await call(`${server.url}/api/v1/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  doc = await response.json();
  ajv.addSchema({ ...doc, $id: 'doc' });
});
afterAll(async () => {
  await server?.stop();
});

const pointer = (...parts: string[]) =>
  `doc#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

function fits(path: string, status: number, body: unknown): void {
  const check = ajv.getSchema(
    pointer('paths', path, 'post', 'responses', String(status), 'content', 'application/json', 'schema'),
  );
  expect(check, `${path} documents ${status}`).toBeDefined();
  expect(check!(body), `${path} ${status}: ${JSON.stringify(body)} ${ajv.errorsText(check!.errors)}`).toBe(true);
}

/** One request from a fresh client address unless told otherwise (the limits count per address). */
async function send(path: string, body: BodyInit, type: string | null, from = `198.51.100.${++address}`) {
  const headers: Record<string, string> = { 'x-forwarded-for': from };
  if (type) headers['content-type'] = type;
  const response = await call(`${server.url}${path}`, { method: 'POST', headers, body });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

const valid: Record<string, () => Record<string, string>> = {
  '/api/v1/submitcontact': () => ({ name: 'Asha Rao', email: `asha${++address}@example.org`, message: 'Hello' }),
  '/api/v1/submittrial': () => ({
    name: 'Asha Rao',
    email: `asha${++address}@example.org`,
    gender: 'female',
    category: 'bollywoodvocal ',
  }),
  '/api/v1/submitteacherapplication': () => ({
    name: 'Ravi Kumar',
    email: `ravi${++address}@example.org`,
    message: 'I teach tabla',
    resume: 'https://files.example.org/cv.pdf',
  }),
  '/api/v1/keep-visitor-track': () => ({ page: '/Courses' }),
};
const paths = Object.keys(valid);

/** A multipart application with the given PDF bytes as its resume. */
function applicationForm(pdf: Buffer): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(valid['/api/v1/submitteacherapplication']()))
    if (key !== 'resume') form.append(key, value);
  form.append('resume', blob(pdf, 'application/pdf'), 'cv.pdf');
  return form;
}

describe('the document', () => {
  it('is a valid OpenAPI 3.1 document describing the four shims', async () => {
    const result = await new Validator().validate({ ...doc });
    expect(result.errors ?? [], JSON.stringify(result.errors)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(doc.paths).sort()).toEqual([...paths].sort());
  });

  it('has examples that fit its own schemas', () => {
    for (const path of paths) {
      const { requestBody, responses } = doc.paths[path].post;
      const request = ajv.getSchema(
        pointer('paths', path, 'post', 'requestBody', 'content', 'application/json', 'schema'),
      )!;
      expect(request(requestBody.content['application/json'].example), path).toBe(true);
      for (const [status, response] of Object.entries(responses)) {
        const example = response.content['application/json'].example;
        if (example !== undefined) fits(path, Number(status), example);
      }
    }
  });
});

describe('every documented answer is a real one', () => {
  it.each(paths)('%s: 201 for JSON and for a url-encoded form, with Location', async (path) => {
    for (const [body, type] of [
      [JSON.stringify(valid[path]()), 'application/json'],
      [new URLSearchParams(valid[path]()).toString(), 'application/x-www-form-urlencoded'],
    ]) {
      const answer = await send(path, body, type);
      expect(answer.status).toBe(201);
      fits(path, 201, answer.body);
      expect(answer.headers.get('location')).toMatch(/^\/api\/v1\/[a-z-]+\/[0-9a-f-]{36}$/);
    }
  });

  it('201 for a multipart application with a PDF', async () => {
    const form = applicationForm(pdfBytes('cv'));
    const answer = await send('/api/v1/submitteacherapplication', form, null);
    expect(answer.status).toBe(201);
    fits('/api/v1/submitteacherapplication', 201, answer.body);
  });

  it.each(paths)('%s: 400 for missing fields and for a body that is not JSON', async (path) => {
    const missing = await send(path, '{}', 'application/json');
    expect(missing.status).toBe(400);
    fits(path, 400, missing.body);
    expect(Object.keys(missing.body.errors).length).toBeGreaterThan(0);
    const broken = await send(path, '{"name":', 'application/json');
    expect(broken.status).toBe(400);
    fits(path, 400, broken.body);
  });

  it.each(paths)('%s: 413 for a body over the limit, 415 for another content type', async (path) => {
    const big = await send(path, JSON.stringify({ ...valid[path](), padding: 'x'.repeat(8000) }), 'application/json');
    expect(big.status).toBe(413);
    fits(path, 413, big.body);
    const plain = await send(path, 'hello', 'text/plain');
    expect(plain.status).toBe(415);
    fits(path, 415, plain.body);
  });

  it('413 for a resume over its cap', async () => {
    const form = applicationForm(pdfBytes('x'.repeat(8000)));
    const answer = await send('/api/v1/submitteacherapplication', form, null);
    expect(answer.status).toBe(413);
    fits('/api/v1/submitteacherapplication', 413, answer.body);
  });

  it.each(paths)('%s: 429 with Retry-After past the limit', async (path) => {
    const from = `203.0.113.${paths.indexOf(path) + 1}`;
    let last = await send(path, JSON.stringify(valid[path]()), 'application/json', from);
    for (let i = 0; i < 3 && last.status !== 429; i++)
      last = await send(path, JSON.stringify(valid[path]()), 'application/json', from);
    expect(last.status).toBe(429);
    fits(path, 429, last.body);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // last: it stops the object store
  it('503 when the object storage is down, and nothing stored', async () => {
    await server.s3!.stop();
    const before = await server.db.count('teacher_applications');
    const form = applicationForm(pdfBytes('cv'));
    const answer = await send('/api/v1/submitteacherapplication', form, null);
    expect(answer.status).toBe(503);
    fits('/api/v1/submitteacherapplication', 503, answer.body);
    expect(await server.db.count('teacher_applications')).toBe(before);
  });
});
