// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../../admin/src/app';
import { canRoleAccess } from '../../../admin/src/providers/auth-provider';
import { createDataProvider } from '../../../admin/src/providers/data-provider';
import { gqlError, startFakeAdminApi, type FakeApi } from '../helpers/fake-admin-api';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async (error) => {
    if (error?.status === 401) throw new Error('signed out');
  },
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id: 'boss@example.org', fullName: 'boss@example.org' }),
  canAccess: async ({ resource, action }) => canRoleAccess('admin', resource, action),
};

let api: FakeApi;
const trial = {
  id: 't1',
  name: 'Meera Shah',
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
};

beforeAll(async () => {
  api = await startFakeAdminApi();
  api.resolvers.trialRequest = () => ({ ...trial, history: [] });
  api.resolvers.dashboardSettings = () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2025-03-02T10:00:00.000Z' });
  api.resolvers.staff = () => [];
});
afterAll(() => api.close());

describe('server errors in the triage form (real data provider over HTTP)', () => {
  it('shows BAD_USER_INPUT field errors next to the field', async () => {
    api.resolvers.updateTrialRequest = () => {
      throw gqlError('BAD_USER_INPUT', 'Check the highlighted fields', { notes: 'Use at most 5000 characters' });
    };
    render(
      <MemoryRouter initialEntries={['/trial-requests/t1/edit']}>
        <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={auth} />
      </MemoryRouter>,
    );
    const notes = await screen.findByRole('textbox', { name: 'Notes' }, { timeout: 8000 });
    fireEvent.change(notes, { target: { value: 'x'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Use at most 5000 characters', {}, { timeout: 8000 });
    const sent = api.requests
      .filter((r) => r.path === '/graphql' && String(r.body.query).includes('updateTrialRequest'))
      .at(-1)!;
    expect(sent.body.variables).toEqual({ id: 't1', input: { notes: 'x'.repeat(300) } });
  });

  it('shows a FORBIDDEN answer as a message without signing out', async () => {
    api.resolvers.updateTrialRequest = () => {
      throw gqlError('FORBIDDEN', 'You may not change trial requests');
    };
    render(
      <MemoryRouter initialEntries={['/trial-requests/t1/edit']}>
        <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={auth} />
      </MemoryRouter>,
    );
    const notes = await screen.findByRole('textbox', { name: 'Notes' }, { timeout: 8000 });
    fireEvent.change(notes, { target: { value: 'Called twice' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('You may not change trial requests')).toBeTruthy(), { timeout: 8000 });
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeTruthy();
  });
});
