import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider, type SchoolDataProvider } from '../../admin/src/providers/data-provider';
import { startFakeAdminApi, type FakeApi } from './helpers/fake-admin-api';

let api: FakeApi;
let provider: SchoolDataProvider;

const trial = (id: string, extra = {}) => ({
  id,
  name: 'Mary',
  email: 'm@example.org',
  gender: 'female',
  category: 'piano',
  status: 'new',
  notes: null,
  handledBy: null,
  spam: false,
  personEmail: 'someone@example.org',
  otherEnquiries: 0,
  createdAt: '2025-03-01T10:00:00.000Z',
  statusChangedAt: '2025-03-01T10:00:00.000Z',
  assignee: null,
  ...extra,
});
const user = (extra = {}) => ({
  id: 'u1',
  email: 'rec@example.org',
  role: 'recruiter',
  disabled: false,
  createdAt: '2025-01-01T00:00:00Z',
  lastLoginAt: null,
  ...extra,
});

beforeAll(async () => {
  api = await startFakeAdminApi();
  provider = createDataProvider({ baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.resolvers = {};
});

const graphqlCalls = () => api.requests.filter((r) => r.path === '/graphql');
const lastGraphql = () => graphqlCalls().at(-1)!;

describe('update', () => {
  it('sends only the triage fields that changed and returns the updated record', async () => {
    api.resolvers.updateTrialRequest = ({ id, input }) => trial(String(id), input as object);
    const previousData = trial('3');
    const { data } = await provider.update('trial-requests', {
      id: '3',
      previousData,
      data: { ...previousData, status: 'contacted', handledBy: 'Priya', name: 'Hacker', notes: null },
    });
    expect(data).toMatchObject({ id: '3', status: 'contacted', handledBy: 'Priya', name: 'Mary' });
    expect(lastGraphql().body.query).toContain('updateTrialRequest(id: $id, input: $input)');
    expect(lastGraphql().body.query).toContain('$input: UpdateTrialRequestInput!');
    expect(lastGraphql().body.variables).toEqual({ id: '3', input: { status: 'contacted', handledBy: 'Priya' } });
  });

  it('clears a text field with an empty string, and edits contact messages and applications with their own inputs', async () => {
    api.resolvers.updateContactMessage = ({ id, input }) => ({
      id,
      name: 'A',
      email: 'a@example.org',
      message: 'm',
      status: 'new',
      spam: false,
      personEmail: 'someone@example.org',
      otherEnquiries: 0,
      createdAt: '2025-01-01T00:00:00Z',
      statusChangedAt: '2025-01-01T00:00:00Z',
      assignee: null,
      ...(input as object),
    });
    await provider.update('contact-messages', {
      id: 'c1',
      previousData: { id: 'c1', notes: 'old', status: 'new' },
      data: { id: 'c1', notes: null, status: 'replied' },
    });
    expect(lastGraphql().body.variables).toEqual({ id: 'c1', input: { status: 'replied', notes: '' } });

    api.resolvers.updateTeacherApplication = ({ id, input }) => ({
      id,
      name: 'R',
      email: 'r@example.org',
      message: 'm',
      status: 'new',
      spam: false,
      personEmail: 'someone@example.org',
      otherEnquiries: 0,
      createdAt: '2025-01-01T00:00:00Z',
      statusChangedAt: '2025-01-01T00:00:00Z',
      assignee: null,
      ...(input as object),
    });
    const { data } = await provider.update('teacher-applications', {
      id: 't1',
      previousData: { id: 't1', status: 'new' },
      data: { id: 't1', status: 'shortlisted', resumeUrl: 'x' },
    });
    expect(data.status).toBe('shortlisted');
    expect(lastGraphql().body.variables).toEqual({ id: 't1', input: { status: 'shortlisted' } });
  });

  it('updates a user with only the fields set (no password unless typed)', async () => {
    api.resolvers.updateAdminUser = ({ id, input }) => user({ id, ...(input as object) });
    const previousData = user();
    const { data } = await provider.update('users', {
      id: 'u1',
      previousData,
      data: { ...previousData, role: 'admin', password: '' },
    });
    expect(data.role).toBe('admin');
    expect(lastGraphql().body.variables).toEqual({ id: 'u1', role: 'admin' });
    await provider.update('users', {
      id: 'u1',
      previousData,
      data: { ...previousData, disabled: true, password: 'a-long-new-password' },
    });
    expect(lastGraphql().body.variables).toEqual({ id: 'u1', disabled: true, password: 'a-long-new-password' });
  });
});

describe('updateMany', () => {
  it('changes the status of many trial requests in one bulk mutation', async () => {
    let seen: Record<string, unknown> = {};
    api.resolvers.updateTrialRequests = (args) => ((seen = args), args.ids);
    const { data } = await provider.updateMany('trial-requests', { ids: [1, 2, 3], data: { status: 'scheduled' } });
    expect(data).toEqual(['1', '2', '3']);
    expect(seen).toEqual({ ids: ['1', '2', '3'], input: { status: 'scheduled' } });
    expect(graphqlCalls()).toHaveLength(1);
  });

  it.each([
    ['contact-messages', 'updateContactMessages', 'archived'],
    ['teacher-applications', 'updateTeacherApplications', 'rejected'],
  ])('%s: bulk status change calls %s once', async (resource, mutation, status) => {
    api.resolvers[mutation] = ({ ids }) => ids;
    const { data } = await provider.updateMany(resource, { ids: ['a', 'b'], data: { status, name: 'x' } });
    expect(data).toEqual(['a', 'b']);
    expect(graphqlCalls()).toHaveLength(1);
    expect(lastGraphql().body.variables).toEqual({ ids: ['a', 'b'], input: { status } });
  });

  it('falls back to one update per record where there is no bulk mutation (users)', async () => {
    api.resolvers.updateAdminUser = ({ id, input }) => user({ id, ...(input as object) });
    const { data } = await provider.updateMany('users', { ids: ['u1', 'u2'], data: { disabled: true } });
    expect(data).toEqual(['u1', 'u2']);
    expect(graphqlCalls()).toHaveLength(2);
  });
});

describe('delete and deleteMany', () => {
  it.each([
    ['trial-requests', 'deleteTrialRequests'],
    ['contact-messages', 'deleteContactMessages'],
    ['teacher-applications', 'deleteTeacherApplications'],
    ['page-views', 'deletePageViews'],
  ])('%s: deleteMany calls %s with the ids', async (resource, mutation) => {
    api.resolvers[mutation] = ({ ids }) => ids;
    const { data } = await provider.deleteMany(resource, { ids: ['x', 'y'] });
    expect(data).toEqual(['x', 'y']);
    expect(lastGraphql().body.query).toContain(`${mutation}(ids: $ids)`);
    expect(lastGraphql().body.variables).toEqual({ ids: ['x', 'y'] });
  });

  it('delete removes one record through the same mutation and answers the previous record', async () => {
    api.resolvers.deleteTrialRequests = ({ ids }) => ids;
    const previousData = trial('4');
    const { data } = await provider.delete('trial-requests', { id: '4', previousData });
    expect(data).toEqual(previousData);
    expect(lastGraphql().body.variables).toEqual({ ids: ['4'] });
  });
});

describe('create, statistics and the dashboard', () => {
  it('creates a dashboard user', async () => {
    api.resolvers.createAdminUser = ({ input }) => user({ id: 'new', ...(input as object) });
    const { data } = await provider.create('users', {
      data: { email: 'new@example.org', password: 'correct horse battery', role: 'recruiter' },
    });
    expect(data).toMatchObject({ id: 'new', email: 'new@example.org', role: 'recruiter' });
    expect(lastGraphql().body.variables).toEqual({
      email: 'new@example.org',
      password: 'correct horse battery',
      role: 'recruiter',
    });
  });

  it('refuses to create submissions (they come from the site)', async () => {
    await expect(provider.create('trial-requests', { data: {} })).rejects.toThrow(/not available/);
  });

  it('reads page view statistics for a period', async () => {
    let seen: Record<string, unknown> = {};
    api.resolvers.pageViewStats = (args) => (
      (seen = args),
      {
        total: 5,
        perDay: [{ day: '2025-03-01', count: 5 }],
        topPages: [
          { page: '/', count: 4 },
          { page: '/Courses', count: 1 },
        ],
      }
    );
    const stats = await provider.getPageViewStats('2025-03-01T00:00:00.000Z', '2025-03-07T23:59:59.999Z');
    expect(stats).toEqual({
      total: 5,
      perDay: [{ day: '2025-03-01', count: 5 }],
      topPages: [
        { page: '/', count: 4 },
        { page: '/Courses', count: 1 },
      ],
    });
    expect(seen).toEqual({ from: '2025-03-01T00:00:00.000Z', to: '2025-03-07T23:59:59.999Z' });
  });

  it('reads the dashboard summary', async () => {
    const summary = {
      newTrialRequests: 3,
      newContactMessages: 1,
      newTeacherApplications: 2,
      trialRequestsByCategoryThisWeek: [{ category: 'piano', count: 2 }],
      visitsLast30Days: [{ day: '2025-03-01', count: 9 }],
    };
    api.resolvers.dashboardSummary = () => summary;
    expect(await provider.getDashboardSummary()).toEqual(summary);
  });
});
