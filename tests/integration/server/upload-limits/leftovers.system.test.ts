/**
 * Uploads cannot fill the disk or pile up open files: every way a multipart request ends (limits on
 * files, fields and parts, client aborts, the server's shutdown) removes what it spooled and settles
 * the request. Everything goes through the real server process; the spool folder and /proc/<pid>/fd
 * are watched with a deadline.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherApplication } from '../../../fixtures/submissions';
import { startServer, type TestServer } from '../../../helpers/server';
import {
  KiB,
  APPLY,
  multipart,
  fields,
  pdf,
  post,
  startUpload,
  spooled,
  openFds,
  openFiles,
  handlesBack,
  until,
  graphqlHeaders,
  graphqlUploadBody,
} from './support';

describe('every way an upload ends leaves nothing behind', () => {
  let server: TestServer;
  let baseline = { files: 0, all: 0 };
  beforeAll(async () => {
    server = await startServer({ env: { RESUME_MAX_BYTES: String(256 * KiB) } });
    // warm up: one accepted upload on each path, so lazily opened handles are in the baseline
    expect((await post(server, APPLY, multipart([...fields(), { name: 'resume', file: pdf(10 * KiB) }]))).status).toBe(
      201,
    );
    const viaGraphql = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdf(10 * KiB)),
      graphqlHeaders,
    );
    expect(viaGraphql.body.errors).toBeUndefined();
    await until(
      () => openFds(server),
      () => false,
      300,
    );
    baseline = { files: openFiles(server), all: openFds(server) };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('20 rejected uploads (two files, too many fields, too many parts): 413, spool folder empty and file handles back within 2 s', async () => {
    const file = () => ({ name: 'resume', file: pdf(100 * KiB) });
    const bodies = [
      multipart([...fields(), file(), file()]),
      multipart([file(), ...fields(), ...Array.from({ length: 10 }, (_, i) => ({ name: `extra${i}`, value: 'x' }))]),
      multipart([file(), ...Array.from({ length: 14 }, () => ({ raw: 'X-Nothing: here' }))]),
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(server, APPLY, bodies[i % bodies.length])),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(413));
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    await handlesBack(server, baseline);
  });

  it('20 uploads whose clients disconnect mid-body: spool folder empty and file handles back within 2 s', async () => {
    const head = multipart([...fields(), { name: 'resume', file: pdf(64 * KiB) }]).subarray(0, -40); // no closing boundary
    const uploads = await Promise.all(Array.from({ length: 20 }, () => startUpload(server, APPLY, head, 250 * KiB)));
    // the server has started spooling them all
    expect(
      (
        await until(
          () => spooled(server),
          (names) => names.length === 20,
        )
      ).length,
    ).toBe(20);
    for (const upload of uploads) upload.socket.destroy();
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    await handlesBack(server, baseline);
  });

  it('GraphQL uploads aborted mid-body leave nothing either', async () => {
    const head = graphqlUploadBody({ ...teacherApplication }, pdf(64 * KiB)).subarray(0, -40);
    const uploads = await Promise.all(
      Array.from({ length: 5 }, () =>
        startUpload(server, '/graphql', head, 250 * KiB, 'Apollo-Require-Preflight: true\r\n'),
      ),
    );
    expect(
      (
        await until(
          () => spooled(server),
          (names) => names.length === 5,
        )
      ).length,
    ).toBe(5);
    for (const upload of uploads) upload.socket.destroy();
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    await handlesBack(server, baseline);
  });
});

describe('shutdown', () => {
  it('SIGTERM cuts off uploads still arriving and leaves no spool folder behind', async () => {
    const server = await startServer({ s3: false, env: { RESUME_MAX_BYTES: String(256 * KiB) } });
    try {
      const head = multipart([...fields(), { name: 'resume', file: pdf(64 * KiB) }]).subarray(0, -40);
      const uploads = await Promise.all(Array.from({ length: 3 }, () => startUpload(server, APPLY, head, 250 * KiB)));
      expect(
        (
          await until(
            () => spooled(server),
            (names) => names.length === 3,
          )
        ).length,
      ).toBe(3);
      const exited = new Promise<void>((resolve) => uploads[0].socket.once('close', () => resolve()));
      process.kill(server.pid, 'SIGTERM');
      await exited; // the server closed the connection instead of waiting for the body
      const root = join(server.dataDir, 'uploads-in-flight');
      expect(
        await until(
          () => readdirSync(root),
          (names) => names.length === 0,
          5_000,
        ),
      ).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
