/**
 * The GraphQL upload path under the resume size limit: field errors and oversized files are answered
 * promptly, and the rest of the body is drained so the connection serves the next request.
 */
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@school/common';
import { pdfBytes, teacherApplication } from '../../../fixtures/submissions';
import { startServer, type TestServer } from '../../../helpers/server';
import { MiB, pdf, post, spooled, until, graphqlHeaders, graphqlUploadBody } from './support';

describe('GraphQL upload errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }); // the default 10 MiB resume cap
  afterAll(async () => {
    await server?.stop();
  });

  it('an invalid name answers BAD_USER_INPUT with the field message', async () => {
    const answer = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication, name: 'Ravi 2' }, pdfBytes()),
      graphqlHeaders,
    );
    expect(answer.body.errors[0]).toMatchObject({
      message: messages.application.name,
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: messages.application.name } },
    });
  });

  it('an 11 MB file with an invalid name answers the name error at once and drains the upload', async () => {
    // one keep-alive connection: the next request on it is only answered once this body was read to the end
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await post(
        server,
        '/graphql',
        graphqlUploadBody({ ...teacherApplication, name: 'Ravi 2' }, pdf(11 * MiB)),
        graphqlHeaders,
        agent,
      );
      expect(answer.ms).toBeLessThan(3_000);
      expect(answer.body.errors[0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: { name: messages.application.name } },
      });
      const next = await Promise.race([
        post(server, '/graphql', graphqlUploadBody({ ...teacherApplication }, pdfBytes()), graphqlHeaders, agent),
        new Promise<null>((r) => setTimeout(() => r(null), 3_000)),
      ]);
      expect(next?.body.errors).toBeUndefined();
      expect(next?.body.data.createTeacherApplication.id).toBeTypeOf('string');
      expect(
        await until(
          () => spooled(server),
          (names) => names.length === 0,
        ),
      ).toEqual([]);
    } finally {
      agent.destroy();
    }
  });

  it('an 11 MB file answers the size message promptly and leaves no temporary file', async () => {
    const answer = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdf(11 * MiB)),
      graphqlHeaders,
    );
    expect(answer.ms).toBeLessThan(3_000);
    expect(answer.body.errors[0]).toMatchObject({
      extensions: { code: 'PAYLOAD_TOO_LARGE', fieldErrors: { resume: messages.limits.resumeSize } },
    });
    expect(
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      ),
    ).toEqual([]);
    // the connection was drained: the next upload goes through at once
    const next = await post(
      server,
      '/graphql',
      graphqlUploadBody({ ...teacherApplication }, pdfBytes()),
      graphqlHeaders,
    );
    expect(next.body.errors).toBeUndefined();
  });
});
