import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpError } from 'react-admin';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TypedDocumentString } from '../../admin/src/gql/graphql';
import { createDataProvider, type SchoolDataProvider } from '../../admin/src/providers/data-provider';
import { createGraphqlClient } from '../../admin/src/providers/graphql-client';
import { freePort } from '../helpers/free-port';
import { gqlError, startFakeAdminApi, type FakeApi } from './helpers/fake-admin-api';

let api: FakeApi;
let provider: SchoolDataProvider;

beforeAll(async () => {
  api = await startFakeAdminApi();
  provider = createDataProvider({ baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.resolvers = {};
});

const list = (resource = 'trial-requests') =>
  provider.getList(resource, {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: {},
  });

describe('error mapping', () => {
  it('BAD_USER_INPUT becomes a 400 HttpError whose body carries the field errors', async () => {
    api.resolvers.updateTrialRequest = () => {
      throw gqlError('BAD_USER_INPUT', 'Check the highlighted fields', { notes: 'At most 5000 characters' });
    };
    const error = await provider
      .update('trial-requests', { id: '1', previousData: { id: '1' }, data: { id: '1', notes: 'x'.repeat(5001) } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Check the highlighted fields');
    expect(error.body).toMatchObject({ errors: { notes: 'At most 5000 characters' } });
  });

  it('a status outside the enum is refused by GraphQL itself (400, naming the enum), before any resolver runs', async () => {
    let called = false;
    api.resolvers.updateTrialRequest = () => {
      called = true;
      return null;
    };
    const error = await provider
      .update('trial-requests', { id: '1', previousData: { id: '1' }, data: { id: '1', status: 'hired' } })
      .catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toContain('"TrialStatus" enum');
    expect(called).toBe(false);
  });

  it('UNAUTHENTICATED becomes 401 (react-admin then signs out)', async () => {
    api.resolvers.trialRequests = () => {
      throw gqlError('UNAUTHENTICATED', 'Sign in first');
    };
    await expect(list()).rejects.toMatchObject({ status: 401, message: 'Sign in first' });
  });

  it('FORBIDDEN becomes 403', async () => {
    api.resolvers.contactMessages = () => {
      throw gqlError('FORBIDDEN', 'Not allowed');
    };
    await expect(list('contact-messages')).rejects.toMatchObject({ status: 403 });
  });

  it('NOT_FOUND becomes 404 and anything else 500', async () => {
    api.resolvers.trialRequest = () => {
      throw gqlError('NOT_FOUND', 'No such request');
    };
    await expect(provider.getOne('trial-requests', { id: 'x' })).rejects.toMatchObject({ status: 404 });
    api.resolvers.trialRequests = () => {
      throw gqlError('INTERNAL_SERVER_ERROR', 'Internal server error');
    };
    await expect(list()).rejects.toMatchObject({ status: 500, message: 'Internal server error' });
  });

  it('a document the schema rejects is a 400; an operation the contract lacks never leaves the browser', async () => {
    const request = createGraphqlClient({ baseUrl: api.url });
    // A document written by hand: codegen would refuse it, so it only exists as an untyped string.
    const error = await request(new TypedDocumentString('query { trialRequests { nope } }')).catch((e) => e);
    expect(error).toMatchObject({ status: 400, message: expect.stringContaining('nope') });
    const before = api.requests.length;
    await expect(provider.getOne('audit-log', { id: '1' })).rejects.toThrow(/not available/);
    expect(api.requests.length).toBe(before);
  });

  it('an HTTP error without a GraphQL body keeps its status', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const broken = createDataProvider({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    await expect(broken.getDashboardSummary()).rejects.toMatchObject({ status: 502 });
    await new Promise((r) => server.close(r));
  });

  it('an unreachable server gives a friendly message', async () => {
    const nobody = createDataProvider({ baseUrl: `http://127.0.0.1:${await freePort()}` });
    await expect(nobody.getDashboardSummary()).rejects.toThrow(/cannot be reached/);
  });
});
