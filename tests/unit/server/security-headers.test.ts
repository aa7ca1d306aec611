import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../../server/src/http/security-headers';

const CSP =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https://i.ytimg.com;font-src 'self';" +
  "connect-src 'self';frame-src https://www.youtube-nocookie.com;frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

async function headersOf(https: boolean) {
  const app = Fastify({ trustProxy: true });
  registerSecurityHeaders(app, { corsOrigins: [] });
  app.get('/', async () => 'ok');
  const response = await app.inject({ url: '/', headers: https ? { 'x-forwarded-proto': 'https' } : {} });
  await app.close();
  const {
    date: _date,
    connection: _connection,
    'content-length': _length,
    'content-type': _type,
    'x-request-id': id,
    ...security
  } = response.headers;
  expect(id).toBeTruthy();
  return security;
}

describe('security headers (helmet, computed once)', () => {
  it('are exactly these over http, and nothing else helmet could add', async () => {
    expect(await headersOf(false)).toEqual({
      'content-security-policy': CSP,
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
  });

  it('add HSTS over https only', async () => {
    const headers = await headersOf(true);
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(Object.keys(headers)).toHaveLength(7);
  });
});
