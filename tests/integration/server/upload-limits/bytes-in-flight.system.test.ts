/**
 * The cap on upload bytes in flight per process (UPLOAD_MAX_BYTES_IN_FLIGHT): 503 with Retry-After
 * beyond it, on both upload paths, and the reservations given back when uploads end.
 */
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
  until,
  graphqlHeaders,
  graphqlUploadBody,
} from './support';

describe('the cap on upload bytes in flight (UPLOAD_MAX_BYTES_IN_FLIGHT)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      env: { RESUME_MAX_BYTES: String(256 * KiB), UPLOAD_MAX_BYTES_IN_FLIGHT: String(512 * KiB) },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('answers 503 with Retry-After beyond the cap, and takes uploads again once the slow ones end', async () => {
    const body = multipart([...fields(), { name: 'resume', file: pdf(200 * KiB) }]);
    const head = body.subarray(0, 64 * KiB);
    const slow = [
      await startUpload(server, APPLY, head, body.length),
      await startUpload(server, APPLY, head, body.length),
    ];
    await until(
      () => spooled(server),
      (names) => names.length === 2,
    );
    const over = await post(server, APPLY, body);
    expect(over.status).toBe(503);
    expect(over.headers['retry-after']).toMatch(/^\d+$/);
    const overGraphql = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdf(200 * KiB)),
      graphqlHeaders,
    );
    expect(overGraphql.status).toBe(503);
    expect(overGraphql.headers['retry-after']).toMatch(/^\d+$/);
    // one slow upload finishes (201), the other is abandoned: both reservations are given back
    slow[0].socket.write(body.subarray(head.length));
    expect(
      await until(
        () => slow[0].response(),
        (text) => text.includes('\r\n\r\n'),
      ),
    ).toMatch(/^HTTP\/1\.1 201/);
    slow[1].socket.destroy();
    const again = await until(
      () => post(server, APPLY, body),
      (answer) => answer.status === 201,
    );
    expect(again.status).toBe(201);
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
  });
});
