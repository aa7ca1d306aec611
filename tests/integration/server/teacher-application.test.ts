import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import { CREATE_APPLICATION, blob, pdfBytes, teacherApplication } from '../../fixtures/submissions';
import { graphqlUpload, postForm, postJson } from '../../helpers/http';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';

let server: TestApp;
beforeAll(async () => {
  server = await buildTestApp({ env: { RESUME_MAX_BYTES: String(256 * 1024) } });
});
afterAll(async () => {
  await server?.stop();
});

const rest = () => `${server.url}/api/v1/submitteacherapplication`;
const m = messages.application;

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  const exists = await server.s3!.client.bucketExists(server.bucket);
  if (!exists) return keys;
  for await (const item of server.s3!.client.listObjectsV2(server.bucket, 'resumes/', true)) keys.push(item.name);
  return keys;
}

async function readObject(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await server.s3!.client.getObject(server.bucket, key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function form(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (file) body.append('resume', blob(file.bytes, file.type ?? 'application/pdf'), file.name);
  return body;
}

describe('mutation createTeacherApplication (GraphQL multipart upload)', () => {
  it('stores the PDF privately and the row with its key and original name', async () => {
    const bytes = pdfBytes('graphql');
    const answer = await graphqlUpload(
      server.url,
      CREATE_APPLICATION,
      { input: teacherApplication, resume: null },
      { path: 'variables.resume', body: blob(bytes, 'application/pdf'), name: 'Ravi CV (2024).pdf' },
    );
    expect(answer.body.errors).toBeUndefined();
    const id = answer.body.data.createTeacherApplication.id;
    const [row] = await server.db.query<Record<string, string>>('SELECT * FROM teacher_applications WHERE id = ?', [
      id,
    ]);
    expect(row).toMatchObject({ name: teacherApplication.name, resume_name: 'Ravi CV (2024).pdf', status: 'new' });
    expect(row.resume_key).toMatch(/^resumes\/[0-9a-f-]{36}-Ravi_CV_2024\.pdf$/);
    expect((await readObject(row.resume_key)).equals(bytes)).toBe(true);
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const answer = await graphqlUpload(
      server.url,
      CREATE_APPLICATION,
      { input: teacherApplication, resume: null },
      { path: 'variables.resume', body: blob(pdfBytes(), 'application/pdf'), name: 'cv.pdf' },
      {},
    );
    expect(answer.status).toBe(400);
  });

  it('rejects a text file named .pdf and stores nothing', async () => {
    const before = await storedKeys();
    const answer = await graphqlUpload(
      server.url,
      CREATE_APPLICATION,
      { input: teacherApplication, resume: null },
      { path: 'variables.resume', body: blob(Buffer.from('just text'), 'application/pdf'), name: 'cv.pdf' },
    );
    expect(answer.body.errors[0]).toMatchObject({
      message: m.resumeType,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { resume: m.resumeType } },
    });
    expect(await storedKeys()).toEqual(before);
  });

  it('rejects a missing resume with the required message', async () => {
    const answer = await postJson(`${server.url}/graphql`, {
      query: CREATE_APPLICATION,
      variables: { input: teacherApplication },
    });
    expect(answer.body.errors[0]).toMatchObject({
      message: m.required,
      extensions: { fieldErrors: { resume: m.required } },
    });
  });
});

describe('POST /api/v1/submitteacherapplication', () => {
  it('takes multipart/form-data with the PDF in the field "resume"', async () => {
    const bytes = pdfBytes('rest');
    const answer = await postForm(
      rest(),
      form(teacherApplication as unknown as Record<string, string>, { bytes, name: 'cv.pdf' }),
    );
    expect(answer.status).toBe(201);
    const [row] = await server.db.query<Record<string, string>>(
      'SELECT resume_key FROM teacher_applications WHERE id = ?',
      [answer.body.id],
    );
    expect((await readObject(row.resume_key)).equals(bytes)).toBe(true);
  });

  it('takes JSON with the resume as an http(s) link', async () => {
    const answer = await postJson(rest(), { ...teacherApplication, resume: 'https://files.example.org/cv.pdf' });
    expect(answer.status).toBe(201);
    const [row] = await server.db.query('SELECT resume_url, resume_key FROM teacher_applications WHERE id = ?', [
      answer.body.id,
    ]);
    expect(row).toEqual({ resume_url: 'https://files.example.org/cv.pdf', resume_key: null });
  });

  it.each(['ftp://files.example.org/cv.pdf', 'javascript:alert(1)', 'file:///etc/passwd', 'not a url'])(
    'rejects the link %j',
    async (resume) => {
      const answer = await postJson(rest(), { ...teacherApplication, resume });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ resume: messages.limits.resumeUrl });
    },
  );

  it.each(['name', 'email', 'message', 'resume'])('answers 400 when %s is missing', async (field) => {
    const answer = await postJson(rest(), {
      ...teacherApplication,
      resume: 'https://x.example.org/cv.pdf',
      [field]: '',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: m.required, errors: { [field]: m.required } });
  });

  it.each([
    ['name', 'Ravi 2', m.name],
    ['email', 'ravi@', m.email],
  ])('rejects an invalid %s', async (field, value, message) => {
    const answer = await postJson(rest(), {
      ...teacherApplication,
      resume: 'https://x.example.org/cv.pdf',
      [field]: value,
    });
    expect(answer.body).toMatchObject({ message, errors: { [field]: message } });
  });

  it('rejects an oversized PDF with 413 and leaves nothing in the bucket', async () => {
    const before = await storedKeys();
    const rows = await server.db.count('teacher_applications');
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(300 * 1024, 0x20)]);
    const answer = await postForm(
      rest(),
      form(teacherApplication as unknown as Record<string, string>, { bytes: big, name: 'big.pdf' }),
    );
    expect(answer.status).toBe(413);
    expect(answer.body.errors).toEqual({ resume: messages.limits.resumeSize });
    expect(await storedKeys()).toEqual(before);
    expect(await server.db.count('teacher_applications')).toBe(rows);
  });

  it('rejects a file that is not a PDF whatever its name and declared type', async () => {
    const answer = await postForm(
      rest(),
      form(teacherApplication as unknown as Record<string, string>, {
        bytes: Buffer.from('<html>hi</html>'),
        name: 'cv.pdf',
        type: 'application/pdf',
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ resume: m.resumeType });
  });

  it.each(['../../etc/passwd.pdf', '..\\..\\win.ini.pdf', `${'ए'.repeat(1000)}.pdf`, '   .pdf'])(
    'keeps the hostile file name %j out of the object key',
    async (name) => {
      const answer = await postForm(
        rest(),
        form(teacherApplication as unknown as Record<string, string>, { bytes: pdfBytes(), name }),
      );
      expect(answer.status).toBe(201);
      const [row] = await server.db.query<Record<string, string>>(
        'SELECT resume_key, resume_name FROM teacher_applications WHERE id = ?',
        [answer.body.id],
      );
      expect(row.resume_key).toMatch(/^resumes\/[0-9a-f-]{36}-[\p{L}\p{M}\p{N}_-]{1,80}\.pdf$/u);
      expect(row.resume_name.length).toBeLessThanOrEqual(255);
      expect(row.resume_name).not.toContain('/');
    },
  );

  it('answers 400, not a 5xx, to a part header with a NUL byte', async () => {
    const answer = await postForm(
      rest(),
      form(teacherApplication as unknown as Record<string, string>, { bytes: pdfBytes(), name: 'pass\u0000wd.pdf' }),
    );
    expect(answer.status).toBe(400);
  });
});

describe('when object storage is unreachable', () => {
  let down: TestApp;
  beforeAll(async () => {
    down = await buildTestApp({
      s3: false,
      env: { MINIO_ENDPOINT: '127.0.0.1', MINIO_PORT: '9', MINIO_ACCESS_KEY: 'x', MINIO_SECRET_KEY: 'y' },
    });
  });
  afterAll(async () => {
    await down?.stop();
  });

  it('answers 503 with a clear message, writes no row, and /healthz says 503', async () => {
    const answer = await postForm(
      `${down.url}/api/v1/submitteacherapplication`,
      form(teacherApplication as unknown as Record<string, string>, { bytes: pdfBytes(), name: 'cv.pdf' }),
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/storage/i) });
    expect(await down.db.count('teacher_applications')).toBe(0);
    const health = await send(`${down.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: 'up', storage: 'down' });
  });
});
