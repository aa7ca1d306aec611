/**
 * A nearly full data volume: real server processes whose DATA_DIR is a small tmpfs (mounted here, as
 * root) with the disk object store. Below DISK_MIN_FREE_BYTES uploads and (on SQLite) new rows answer
 * 503 with Retry-After within a second, /healthz says `disk: down`, the process stays up and leaves
 * no partial object or temporary file; an upload the free space could not hold is refused before its
 * body is read; with the threshold off, writes that do run out of space (ENOSPC in the spool,
 * SQLITE_FULL in the database) answer 503 too. Freeing space brings every form back without a restart,
 * and every 201 has its row (and object), every object its row.
 *
 * Mounting needs root: where it is impossible the suite fails (saying why), it is not skipped. On
 * PostgreSQL (TEST_DATABASE_URL) the rows live elsewhere, so JSON forms keep answering 201 there.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CREATE_APPLICATION } from '../../fixtures/submissions';
import { onPostgres } from '../../helpers/database';
import { startServer, type TestServer } from '../../helpers/server';
import {
  KiB,
  MiB,
  APPLY,
  mountTmpfs,
  unmountAll,
  fillLeaving,
  fillCompletely,
  removeFillers,
  settle,
  pdf,
  multipart,
  person,
  restUpload,
  graphqlUpload,
  restContact,
  restTrial,
  graphqlContact,
  graphqlTrial,
  answerBeforeBody,
  objectsDir,
  filesUnder,
  expectNoLeftovers,
  expectAlive,
  health,
  until,
  Ledger,
  expectRefused,
  expectGraphqlRefused,
  type Answer,
} from './disk-full.support';

let volumes: string[] = [];
let mountFailure: Error | null = null;
beforeAll(() => {
  try {
    volumes = [mountTmpfs(6 * MiB), mountTmpfs(6 * MiB)];
  } catch (error) {
    mountFailure = error as Error; // every test below fails with this reason (none is skipped)
  }
});
afterAll(() => unmountAll());

/** The server of a suite; throws why there is none (no tmpfs could be mounted) so the test fails. */
function running(server: TestServer | undefined): TestServer {
  if (mountFailure) throw mountFailure;
  if (!server) throw new Error('the server did not start');
  try {
    process.kill(server.pid, 0);
  } catch {
    throw new Error(`the server process has exited; its last words:\n${server.logs().slice(-6000)}`);
  }
  return server;
}

it('mounts a tmpfs for DATA_DIR (needs root)', () => {
  if (mountFailure) throw mountFailure;
  expect(volumes).toHaveLength(2);
});

describe(`a data volume below DISK_MIN_FREE_BYTES (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let volume: string;
  let started: TestServer | undefined;
  let server: TestServer;
  const ledger = new Ledger();
  beforeAll(async () => {
    if (mountFailure) return;
    volume = volumes[0];
    const dataDir = join(volume, 'data');
    mkdirSync(dataDir);
    started = await startServer({
      dataDir,
      s3: false,
      env: { DISK_MIN_FREE_BYTES: String(512 * KiB), RESUME_MAX_BYTES: String(4 * MiB) },
    });
  });
  afterAll(async () => {
    await started?.stop();
  });
  beforeEach(() => {
    server = running(started);
  });

  it('works while there is room', async () => {
    expect(await health(server)).toMatchObject({ status: 200, body: { disk: 'up' } });
    const upload = await restUpload(server, 20 * KiB);
    expect(upload.status).toBe(201);
    ledger.stored('teacher_applications', upload);
    const contact = await restContact(server);
    expect(contact.status).toBe(201);
    ledger.stored('contact_messages', contact);
  });

  it(`with ~300 KB free: uploads${onPostgres ? '' : ' and JSON forms'} answer 503 with Retry-After within a second, /healthz says disk down, the process stays up, nothing half-written is left`, async () => {
    fillLeaving(volume, 300 * KiB);
    await settle();
    const before = filesUnder(objectsDir(server)).length;

    expectRefused(await restUpload(server, 20 * KiB), 'REST upload');
    const viaGraphql = await graphqlUpload(server, 20 * KiB);
    expectGraphqlRefused(viaGraphql, 'GraphQL upload');
    const json = {
      restContact: await restContact(server),
      restTrial: await restTrial(server),
      graphqlContact: await graphqlContact(server),
      graphqlTrial: await graphqlTrial(server),
    };
    if (onPostgres) {
      // the rows go to PostgreSQL, not to this volume
      for (const [what, answer] of Object.entries(json)) expect(answer.status, what).toBeLessThan(300);
      ledger.stored('contact_messages', json.restContact);
      ledger.stored('trial_requests', json.restTrial);
      ledger.stored('contact_messages', json.graphqlContact);
      ledger.stored('trial_requests', json.graphqlTrial);
    } else {
      expectRefused(json.restContact, 'REST contact');
      expectRefused(json.restTrial, 'REST trial');
      expectGraphqlRefused(json.graphqlContact, 'GraphQL contact');
      expectGraphqlRefused(json.graphqlTrial, 'GraphQL trial');
    }

    const ready = await health(server);
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', disk: 'down' });
    expectAlive(server);
    expect(filesUnder(objectsDir(server))).toHaveLength(before);
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it('once the space is freed, every form answers 201 again without a restart', async () => {
    removeFillers(volume);
    await until('/healthz back to 200', async () => (await health(server)).status === 200);
    expect((await health(server)).body).toMatchObject({ disk: 'up' });
    for (const [table, send] of [
      ['teacher_applications', () => restUpload(server, 20 * KiB)],
      ['teacher_applications', () => graphqlUpload(server, 20 * KiB)],
      ['contact_messages', () => restContact(server)],
      ['trial_requests', () => restTrial(server)],
      ['contact_messages', () => graphqlContact(server)],
      ['trial_requests', () => graphqlTrial(server)],
    ] as const) {
      const answer = await send();
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
      expect(answer.body.errors).toBeUndefined();
      ledger.stored(table, answer);
    }
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it('with room for rows but not for a 3 MiB resume: the upload gets 503 before its body is read, a contact form still 201', async () => {
    fillLeaving(volume, 1 * MiB);
    await settle();
    expect((await health(server)).body).toMatchObject({ disk: 'up' }); // above the threshold: still ready
    const resume = multipart(person('big'), { name: 'resume', bytes: pdf(3 * MiB) });
    const head = resume.subarray(0, 64 * KiB);
    const rest = await answerBeforeBody(server, APPLY, resume.length, head);
    expect(rest.status).toBe(503);
    expect(rest.retryAfter).toMatch(/^\d+$/);
    const graphqlBody = multipart(
      {
        operations: JSON.stringify({ query: CREATE_APPLICATION, variables: { input: person('big'), resume: null } }),
        map: JSON.stringify({ 0: ['variables.resume'] }),
      },
      { name: '0', bytes: pdf(3 * MiB) },
    );
    const viaGraphql = await answerBeforeBody(
      server,
      '/graphql',
      graphqlBody.length,
      graphqlBody.subarray(0, 64 * KiB),
      'Apollo-Require-Preflight: true\r\n',
    );
    expect(viaGraphql.status).toBe(503);
    expect(viaGraphql.retryAfter).toMatch(/^\d+$/);

    const contact = await restContact(server);
    expect(contact.status).toBe(201);
    ledger.stored('contact_messages', contact);
    const small = await restUpload(server, 20 * KiB); // a small resume still fits
    expect(small.status).toBe(201);
    ledger.stored('teacher_applications', small);
    expectAlive(server);
    expectNoLeftovers(server);
    await ledger.check(server);
    removeFillers(volume);
  });
});

describe(`writes that run out of space with the threshold off (DISK_MIN_FREE_BYTES=0, ${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let volume: string;
  let started: TestServer | undefined;
  let server: TestServer;
  const ledger = new Ledger();
  beforeAll(async () => {
    if (mountFailure) return;
    volume = volumes[1];
    const dataDir = join(volume, 'data');
    mkdirSync(dataDir);
    started = await startServer({
      dataDir,
      s3: false,
      env: { DISK_MIN_FREE_BYTES: '0', RESUME_MAX_BYTES: String(4 * MiB) },
    });
  });
  afterAll(async () => {
    await started?.stop();
  });
  beforeEach(() => {
    server = running(started);
  });

  it('uploads that pass the up-front check together but not all fit: each 201 or a quick 503 (ENOSPC while spooling), nothing partial left', async () => {
    fillLeaving(volume, 900 * KiB);
    await settle();
    const answers = await Promise.all(Array.from({ length: 4 }, () => restUpload(server, 400 * KiB)));
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expectRefused(answer, 'upload on a full disk');
    for (const answer of answers.filter((a) => a.status === 201)) ledger.stored('teacher_applications', answer);
    // the cause is in the log; the server writes its log lines asynchronously (pino's stdout stream
    // is not synchronous) and the test reads them from a pipe, so a line may arrive after the answer
    await expect.poll(server.logs, { timeout: 5_000 }).toMatch(/ENOSPC/);
    expectAlive(server);
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it(`JSON forms on a volume with its last pages going: each ${onPostgres ? '201' : '201 or a quick 503 (SQLITE_FULL, then the empty volume)'}, the process stays up`, async () => {
    fillLeaving(volume, 16 * KiB);
    await settle();
    const message = 'x'.repeat(4_900); // each row about a page
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i++) answers.push(await restContact(server, message));
    for (const answer of answers) {
      if (answer.status === 201) ledger.stored('contact_messages', answer);
      else expectRefused(answer, 'contact on a full disk');
    }
    if (onPostgres) expect(answers.every((a) => a.status === 201)).toBe(true);
    else {
      // the server's figure (asked at most once a second) still showed room: the database itself ran out
      expect(answers.some((a) => a.status === 503 && /database/i.test(a.body.message))).toBe(true);
      await expect.poll(server.logs, { timeout: 5_000 }).toMatch(/SQLITE_FULL/); // may follow the answer, as above
    }
    fillCompletely(volume);
    await settle();
    const onEmpty = [
      await restContact(server),
      await restTrial(server),
      await graphqlContact(server),
      await restUpload(server, 8 * KiB),
    ];
    if (!onPostgres) {
      expectRefused(onEmpty[0], 'contact, no byte free');
      expectRefused(onEmpty[1], 'trial, no byte free');
      expectGraphqlRefused(onEmpty[2], 'GraphQL contact, no byte free');
    } else {
      ledger.stored('contact_messages', onEmpty[0]);
      ledger.stored('trial_requests', onEmpty[1]);
      ledger.stored('contact_messages', onEmpty[2]);
    }
    expectRefused(onEmpty[3], 'upload, no byte free');
    expect(await health(server)).toMatchObject({ status: 503, body: { disk: 'down' } });
    expectAlive(server);
    expectNoLeftovers(server);
    await ledger.check(server);
  });

  it('recovers without a restart once the space is freed', async () => {
    removeFillers(volume);
    await settle();
    const upload = await restUpload(server, 400 * KiB);
    expect(upload.status).toBe(201);
    ledger.stored('teacher_applications', upload);
    for (const [table, send] of [
      ['contact_messages', () => restContact(server)],
      ['trial_requests', () => restTrial(server)],
      ['contact_messages', () => graphqlContact(server)],
    ] as const) {
      const answer = await send();
      expect(answer.status).toBeLessThan(300);
      ledger.stored(table, answer);
    }
    await until('/healthz back to 200', async () => (await health(server)).status === 200, 2_000);
    expectNoLeftovers(server);
    await ledger.check(server);
  });
});
