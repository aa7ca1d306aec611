/**
 * Rejected and aborted uploads count against the form rate limit (RATE_LIMIT_FORMS), as accepted ones
 * do, per address and per email.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FORMS_WINDOW_MS } from '../../../../server/src/modules/rate-limit/rate-limiter';
import { awayFromWindowEdge } from '../../../helpers/rate-window';
import { contactMessage, pdfBytes, teacherApplication, trialRequest } from '../../../fixtures/submissions';
import { postJson } from '../../../helpers/http';
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

describe('rejected uploads count against the form limit (RATE_LIMIT_FORMS=3)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      s3: false,
      env: { RATE_LIMIT_FORMS: '3', TRUST_PROXY: 'true', RESUME_MAX_BYTES: String(256 * KiB) },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });
  // each test counts several forms in one window: none may start just before a window ends
  beforeEach(() => awayFromWindowEdge(FORMS_WINDOW_MS), 20_000);
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('three rejected uploads from one address, then its contact and trial submissions get 429', async () => {
    const ip = '203.0.113.20';
    const file = () => ({ name: 'resume', file: pdf(10 * KiB) });
    const rejected = [
      await post(server, APPLY, multipart([...fields(), file(), file()]), from(ip)),
      await post(server, APPLY, multipart([...fields(), { name: 'resume', file: Buffer.from('not a pdf') }]), from(ip)),
      await post(server, '/graphql', graphqlUploadBody({ ...teacherApplication, name: 'Ravi 2' }, pdfBytes()), {
        ...graphqlHeaders,
        ...from(ip),
      }),
    ];
    expect(rejected.map((a) => a.status)).toEqual([413, 400, 200]);
    const contact = await postJson(`${server.url}/api/v1/submitcontact`, contactMessage, from(ip));
    expect(contact.status).toBe(429);
    expect(contact.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await postJson(`${server.url}/api/v1/submittrial`, trialRequest, from(ip))).status).toBe(429);
    // and the next upload is refused before its body is read
    const upload = await post(server, APPLY, multipart([...fields(), file()]), from(ip));
    expect(upload.status).toBe(429);
    expect(upload.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('an aborted upload counts too', async () => {
    const ip = '203.0.113.21';
    const head = multipart([...fields(), { name: 'resume', file: pdf(16 * KiB) }]).subarray(0, -40);
    for (let i = 0; i < 3; i++) {
      const upload = await startUpload(server, APPLY, head, 200 * KiB, `X-Forwarded-For: ${ip}\r\n`);
      await until(
        () => spooled(server),
        (names) => names.length === 1,
      );
      upload.socket.destroy();
      await until(
        () => spooled(server),
        (names) => names.length === 0,
      );
    }
    expect((await postJson(`${server.url}/api/v1/submitcontact`, contactMessage, from(ip))).status).toBe(429);
  });

  it('an accepted upload counts once: three go through, the fourth is limited', async () => {
    const ip = '203.0.113.22';
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const person = { ...teacherApplication, email: `once${i}@example.org` } as unknown as Record<string, string>;
      statuses.push(
        (await post(server, APPLY, multipart([...fields(person), { name: 'resume', file: pdf(KiB) }]), from(ip)))
          .status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('the per-email count still applies to uploads', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const person = { ...teacherApplication, email: 'same.applicant@example.org' } as unknown as Record<
        string,
        string
      >;
      statuses.push(
        (
          await post(
            server,
            APPLY,
            multipart([...fields(person), { name: 'resume', file: pdf(KiB) }]),
            from(`198.51.100.${40 + i}`),
          )
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});
