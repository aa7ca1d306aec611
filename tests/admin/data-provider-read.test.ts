import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDataProvider, type SchoolDataProvider } from '../../admin/src/providers/data-provider';
import { endOfDay, startOfDay } from '../../admin/src/providers/filters';
import { startFakeAdminApi, type FakeApi } from './helpers/fake-admin-api';

let api: FakeApi;
let provider: SchoolDataProvider;

const trial = (id: string, extra = {}) => ({
  id,
  name: `Name ${id}`,
  email: `${id}@example.org`,
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

beforeAll(async () => {
  api = await startFakeAdminApi();
  provider = createDataProvider({ baseUrl: api.url });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  api.resolvers = {};
});

const lastGraphql = () => api.requests.filter((r) => r.path === '/graphql').at(-1)!;

describe('getList', () => {
  it('sends filter and params as the contract names them and maps items/total', async () => {
    api.resolvers.trialRequests = () => ({ items: [trial('1'), trial('2')], total: 42 });
    const result = await provider.getList('trial-requests', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {
        q: ' asha ',
        status: ['new', 'contacted'],
        category: 'piano',
        createdFrom: '2025-03-01',
        createdTo: '2025-03-31',
        spam: 'false',
      },
    });
    expect(result.total).toBe(42);
    expect(result.data.map((r) => r.id)).toEqual(['1', '2']);
    expect(result.data[0]).toMatchObject({ name: 'Name 1', category: 'piano', status: 'new', handledBy: null });
    const { body, headers } = lastGraphql();
    expect(headers['content-type']).toBe('application/json');
    expect(body.query).toContain('trialRequests(filter: $filter, params: $params)');
    expect(body.query).toContain('$filter: TrialRequestFilter');
    expect(body.variables).toEqual({
      params: { page: 2, perPage: 10, sortField: 'name', sortOrder: 'ASC' },
      filter: {
        q: 'asha',
        status: ['new', 'contacted'],
        category: 'piano',
        createdFrom: startOfDay('2025-03-01'),
        createdTo: endOfDay('2025-03-31'),
        spam: false,
      },
    });
  });

  it('defaults to newest first and sends an empty filter when none is set', async () => {
    api.resolvers.contactMessages = () => ({ items: [], total: 0 });
    const result = await provider.getList('contact-messages', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: '', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 0 });
    expect(lastGraphql().body.variables).toEqual({
      params: { page: 1, perPage: 25, sortField: 'createdAt', sortOrder: 'DESC' },
      filter: {},
    });
  });

  it('drops filters a resource does not accept (no category on contact messages, single status as a list)', async () => {
    api.resolvers.contactMessages = () => ({ items: [], total: 0 });
    await provider.getList('contact-messages', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { category: 'piano', status: 'replied' },
    });
    expect(lastGraphql().body.variables?.filter).toEqual({ status: ['replied'] });
  });

  it('asks teacher applications for the resume fields', async () => {
    api.resolvers.teacherApplications = () => ({
      items: [
        {
          id: '7',
          name: 'Ravi',
          email: 'r@example.org',
          message: 'Hi',
          status: 'new',
          spam: false,
          personEmail: 'someone@example.org',
          otherEnquiries: 0,
          createdAt: '2025-03-01T00:00:00Z',
          statusChangedAt: '2025-03-01T00:00:00Z',
          assignee: null,
          resumeName: 'cv.pdf',
          resumeSize: 1234,
          resumeUrl: null,
          resumeDownloadPath: '/admin/resumes/7',
        },
      ],
      total: 1,
    });
    const { data } = await provider.getList('teacher-applications', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(data[0]).toMatchObject({
      resumeName: 'cv.pdf',
      resumeSize: 1234,
      resumeDownloadPath: '/admin/resumes/7',
      resumeUrl: null,
    });
  });

  it('lists page views and the audit log (filtered by who, action, kind and dates)', async () => {
    api.resolvers.pageViews = () => ({
      items: [{ id: 'p1', page: '/Courses', createdAt: '2025-03-01T00:00:00Z' }],
      total: 1,
    });
    api.resolvers.auditLog = () => ({
      items: [
        {
          id: 'a1',
          actorEmail: 'boss@example.org',
          action: 'login',
          target: null,
          detail: null,
          createdAt: '2025-03-01T00:00:00Z',
          summary: 'signed in',
          record: null,
        },
      ],
      total: 1,
    });
    const views = await provider.getList('page-views', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: '/Cour', status: 'x' },
    });
    expect(views.data[0].page).toBe('/Courses');
    expect(lastGraphql().body.variables?.filter).toEqual({ q: '/Cour' });
    const log = await provider.getList('audit-log', {
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { actorEmail: ' boss@example.org ', kind: 'trial-request', status: 'x' },
    });
    expect(log).toMatchObject({ total: 1, data: [{ actorEmail: 'boss@example.org', action: 'login' }] });
    expect(lastGraphql().body.variables).toEqual({
      params: { page: 3, perPage: 50, sortField: 'createdAt', sortOrder: 'DESC' },
      filter: { actorEmail: 'boss@example.org', kind: 'trial-request' },
    });
  });

  it('sorts, searches and pages dashboard users itself (adminUsers is one list)', async () => {
    const user = (id: string, email: string, role: string) => ({
      id,
      email,
      role,
      disabled: false,
      createdAt: '2025-01-01T00:00:00Z',
      lastLoginAt: null,
    });
    api.resolvers.adminUsers = () => [
      user('1', 'zed@example.org', 'admin'),
      user('2', 'amy@example.org', 'recruiter'),
      user('3', 'bob@example.org', 'recruiter'),
    ];
    const page = await provider.getList('users', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'email', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(3);
    expect(page.data.map((u) => u.email)).toEqual(['amy@example.org', 'bob@example.org']);
    const found = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'email', order: 'DESC' },
      filter: { q: 'ZED' },
    });
    expect(found.data.map((u) => u.id)).toEqual(['1']);
    expect((await provider.getOne('users', { id: '2' })).data.email).toBe('amy@example.org');
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne asks for the record by id', async () => {
    api.resolvers.trialRequest = ({ id }) => trial(String(id), { status: 'contacted' });
    const { data } = await provider.getOne('trial-requests', { id: 5 });
    expect(data).toMatchObject({ id: '5', status: 'contacted' });
    expect(lastGraphql().body.variables).toEqual({ id0: '5' });
  });

  it('getOne of a missing record is a 404 HttpError', async () => {
    api.resolvers.contactMessage = () => null;
    await expect(provider.getOne('contact-messages', { id: 'gone' })).rejects.toMatchObject({ status: 404 });
  });

  it('getMany fetches all ids in one request and skips missing ones', async () => {
    api.resolvers.teacherApplication = ({ id }) =>
      id === 'b'
        ? null
        : {
            id,
            name: `N${String(id)}`,
            email: 'x@example.org',
            message: 'm',
            status: 'new',
            spam: false,
            personEmail: 'someone@example.org',
            otherEnquiries: 0,
            createdAt: '2025-01-01T00:00:00Z',
            statusChangedAt: '2025-01-01T00:00:00Z',
            assignee: null,
          };
    const { data } = await provider.getMany('teacher-applications', { ids: ['a', 'b', 'c'] });
    expect(data.map((r) => r.id)).toEqual(['a', 'c']);
    expect(api.requests.filter((r) => r.path === '/graphql')).toHaveLength(1);
    expect(lastGraphql().body.variables).toEqual({ id0: 'a', id1: 'b', id2: 'c' });
  });

  it('getManyReference lists with the target as a filter', async () => {
    api.resolvers.trialRequests = () => ({ items: [trial('9')], total: 1 });
    const result = await provider.getManyReference('trial-requests', {
      target: 'category',
      id: 'tabla',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(1);
    expect(lastGraphql().body.variables?.filter).toEqual({ category: 'tabla' });
  });
});
