// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../../admin/src/app';
import { canRoleAccess } from '../../../admin/src/providers/auth-provider';
import type { SchoolDataProvider } from '../../../admin/src/providers/data-provider';

function authAs(role: 'admin' | 'recruiter'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    getIdentity: async () => ({ id: `${role}@example.org`, fullName: `${role}@example.org` }),
    canAccess: async ({ resource, action }) => canRoleAccess(role, resource, action),
  };
}

const rows = {
  'trial-requests': [
    {
      id: 't1',
      name: 'Meera Shah',
      email: 'm@example.org',
      gender: 'female',
      category: 'piano',
      status: 'trial_done',
      spam: false,
      personEmail: 'someone@example.org',
      otherEnquiries: 0,
      createdAt: '2025-03-01T10:00:00Z',
      statusChangedAt: '2025-03-01T10:00:00Z',
      assignee: null,
    },
    {
      id: 't2',
      name: 'Arjun Patel',
      email: 'a@example.org',
      gender: 'male',
      category: 'guitar',
      status: 'no_show',
      spam: false,
      personEmail: 'someone@example.org',
      otherEnquiries: 0,
      createdAt: '2025-03-01T11:00:00Z',
      statusChangedAt: '2025-03-01T11:00:00Z',
      assignee: null,
    },
  ],
  'teacher-applications': [
    {
      id: 'a1',
      name: 'Ravi Kumar',
      email: 'r@example.org',
      message: 'Hi',
      status: 'new',
      spam: false,
      personEmail: 'someone@example.org',
      otherEnquiries: 0,
      createdAt: '2025-03-01T10:00:00Z',
      statusChangedAt: '2025-03-01T10:00:00Z',
      assignee: null,
      resumeDownloadPath: '/admin/resumes/a1',
    },
  ],
} as Record<string, object[]>;

const dataProvider = {
  getList: async (resource: string) => ({ data: rows[resource] ?? [], total: (rows[resource] ?? []).length }),
  getOne: async (resource: string, { id }: { id: string }) => ({
    data: (rows[resource] ?? []).find((r: any) => r.id === id),
  }),
  getMany: async () => ({ data: [] }),
  getManyReference: async () => ({ data: [], total: 0 }),
  update: async () => ({ data: {} }),
  updateMany: async () => ({ data: [] }),
  create: async () => ({ data: {} }),
  delete: async () => ({ data: {} }),
  deleteMany: async () => ({ data: [] }),
  getPageViewStats: async () => ({ total: 0, perDay: [], topPages: [] }),
  getDashboardSettings: async () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2025-03-02T10:00:00.000Z' }),
  getTriageOverview: async () => ({ schoolTimeZone: 'Asia/Kolkata', since: null, cards: [] }),
  getStaff: async () => [],
  getHistory: async () => [],
  getTrialFunnel: async () => [],
  getDashboardSummary: async () => ({
    newTrialRequests: 4,
    newContactMessages: 2,
    newTeacherApplications: 1,
    trialRequestsByCategoryThisWeek: [{ category: 'piano', count: 3 }],
    visitsLast30Days: [],
  }),
} as unknown as SchoolDataProvider;

function renderApp(role: 'admin' | 'recruiter', path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={dataProvider} authProvider={authAs(role)} />
    </MemoryRouter>,
  );
}

describe('role-aware dashboard', () => {
  it('an admin gets every resource and the summary', async () => {
    renderApp('admin');
    await screen.findByRole('menuitem', { name: 'Trial requests' }, { timeout: 8000 });
    for (const name of [
      'Teachers',
      'Trial calendar',
      'Contact messages',
      'Teacher applications',
      'Page views',
      'Users',
      'Audit log',
    ]) {
      expect(screen.getByRole('menuitem', { name })).toBeTruthy();
    }
    await waitFor(() => expect(screen.getByRole('link', { name: /New trial requests\s*4/ })).toBeTruthy());
  });

  it('an admin sees human status labels in the trial request list', async () => {
    renderApp('admin', '/trial-requests');
    await screen.findByText('Meera Shah', {}, { timeout: 8000 });
    // each row's inline status select shows its status by name; no_show comes from the shared choices
    expect(screen.getByDisplayValue('Trial done')).toBeTruthy();
    expect(screen.getByDisplayValue('No-show')).toBeTruthy();
    expect(screen.getByText('Piano')).toBeTruthy();
  });

  it('a recruiter gets teacher applications only, and a welcome instead of the summary', async () => {
    renderApp('recruiter');
    await screen.findByRole('menuitem', { name: 'Teacher applications' }, { timeout: 8000 });
    expect(screen.queryByRole('menuitem', { name: 'Trial requests' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Users' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Teachers' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Trial calendar' })).toBeNull();
    await screen.findByText('Welcome');
    expect(screen.queryByText(/New trial requests/)).toBeNull();
  });
});
