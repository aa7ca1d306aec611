// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../admin/src/app';
import { canRoleAccess } from '../../../admin/src/providers/auth-provider';
import { createDataProvider } from '../../../admin/src/providers/data-provider';
import { gqlError, startFakeAdminApi, type FakeApi } from '../helpers/fake-admin-api';

function authAs(role: 'admin' | 'recruiter'): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => role,
    getIdentity: async () => ({ id: 'boss@example.org', fullName: 'boss@example.org' }),
    canAccess: async ({ resource, action }) => canRoleAccess(role, resource, action),
  };
}

const message = {
  id: 'c1',
  name: 'Asha Rao',
  email: 'Asha@Example.org',
  message: 'Do you teach adults?',
  status: 'new',
  notes: null,
  spam: false,
  personEmail: 'asha@example.org',
  otherEnquiries: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  assignee: null,
  history: [],
};
const template = {
  id: 'tpl1',
  name: 'Welcome',
  subject: 'Hello {{firstName}}',
  body: 'Thanks for writing to {{schoolName}}.',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const entry = (over: object) => ({
  kind: 'contact-message',
  submissionId: 'c1',
  actorEmail: null,
  subject: null,
  body: null,
  deliveryStatus: null,
  ...over,
});

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeAdminApi();
  api.resolvers.dashboardSettings = () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2026-11-24T10:00:00.000Z' });
  api.resolvers.staff = () => [];
  api.resolvers.replyTemplates = () => [template];
});
beforeEach(() => {
  api.resolvers.contactMessage = () => message;
});
afterAll(() => api.close());

function renderAt(path: string, role: 'admin' | 'recruiter' = 'admin') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={authAs(role)} />
    </MemoryRouter>,
  );
}

const sent = (field: string) =>
  api.requests.filter((r) => r.path === '/graphql' && String(r.body.query).includes(`${field}(`));

describe('the reply composer on a submission', () => {
  it('fills subject and body from the template as typed, previews, and shows the server’s error beside its field', async () => {
    api.resolvers.previewReply = () => ({ subject: 'Hello Asha', body: 'Thanks for writing to Raag School.' });
    let calls = 0;
    api.resolvers.sendReply = () => {
      calls += 1;
      if (calls === 1) throw gqlError('BAD_USER_INPUT', 'Invalid reply', { body: 'Unknown variable: {{teacher}}' });
      return entry({ id: 'mail:1', at: '2026-11-24T10:00:00.000Z', type: 'mail', summary: 'Reply: Hello Asha' });
    };
    renderAt('/contact-messages/c1/show');
    expect(
      (await screen.findByRole('link', { name: '2 other enquiries' }, { timeout: 8000 })).getAttribute('href'),
    ).toBe('/people/asha%40example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Template' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Welcome' }));
    expect(within(dialog).getByLabelText<HTMLInputElement>(/Subject/).value).toBe('Hello {{firstName}}');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Thanks for writing to Raag School.')).toBeTruthy();
    expect(sent('previewReply').at(-1)!.body.variables).toEqual({
      submissionId: 'c1',
      subject: 'Hello {{firstName}}',
      body: 'Thanks for writing to {{schoolName}}.',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await within(dialog).findByText('Unknown variable: {{teacher}}');
    const body = within(dialog).getByLabelText(/Message/);
    expect(body.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(body, { target: { value: 'Thanks for writing.' } });
    expect(within(dialog).queryByText('Unknown variable: {{teacher}}')).toBeNull();
    const historyReads = () => api.requests.filter((r) => String(r.body.query).includes('history {')).length;
    const before = historyReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText('Reply queued: it is on its way');
    // the status stayed (this fake keeps it): the history reloads all the same, to show the reply
    await waitFor(() => expect(historyReads()).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply' })).toBeNull());
    expect(sent('sendReply').at(-1)!.body.variables).toEqual({
      submissionId: 'c1',
      subject: 'Hello {{firstName}}',
      body: 'Thanks for writing.',
    });
  });

  it('is disabled, with the reason, on a submission flagged as spam', async () => {
    api.resolvers.contactMessage = () => ({ ...message, spam: true, otherEnquiries: 0 });
    renderAt('/contact-messages/c1/show');
    await screen.findByRole('link', { name: 'No other enquiries' }, { timeout: 8000 });
    const reply = screen.getByRole('button', { name: 'Reply' });
    expect(reply.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Marked as spam: not answered')).toBeTruthy();
  });
});

const person = {
  email: 'asha@example.org',
  names: ['Asha Rao'],
  firstSeenAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  submissions: [
    {
      kind: 'teacher-application',
      id: 'a1',
      name: 'Asha Rao',
      status: 'new',
      spam: true,
      createdAt: '2026-11-20T10:00:00.000Z',
      summary: 'Teacher application',
    },
  ],
  timeline: [
    entry({
      id: 'mail:1',
      at: '2026-11-21T10:00:00.000Z',
      type: 'mail',
      summary: 'Reply: Hello Asha',
      actorEmail: 'hr@example.org',
      subject: 'Hello Asha',
      body: 'Line one\nLine two',
      deliveryStatus: 'failed',
    }),
    entry({ id: 'x:1', at: '2026-11-20T11:00:00.000Z', type: 'something_new', summary: 'A thing happened' }),
  ],
};

describe('the person page', () => {
  it('works for a recruiter: submissions linked, the timeline with any type, no export or erase', async () => {
    api.resolvers.person = () => person;
    renderAt('/people/asha%40example.org', 'recruiter');
    await screen.findByRole('heading', { name: 'Timeline' }, { timeout: 8000 });
    expect(screen.getByRole('link', { name: 'Teacher application' }).getAttribute('href')).toBe(
      '/teacher-applications/a1/show',
    );
    expect(screen.getByText('Spam')).toBeTruthy();
    expect(screen.getByText('A thing happened')).toBeTruthy();
    expect(screen.getByTitle('Event')).toBeTruthy();
    expect(screen.getByText(/by hr@example.org .* delivery: failed/)).toBeTruthy();
    expect(screen.getByText(/Line one\s+Line two/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase person' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Export data' })).toBeNull();
    expect(sent('person').at(-1)!.body.variables).toEqual({ email: 'asha@example.org' });
  });

  it('erases after the email is typed (any case) and reports the counts', async () => {
    api.resolvers.person = () => person;
    api.resolvers.erasePerson = () => ({ submissions: 3, resumes: 1, mails: 4, bookings: 1 });
    renderAt('/people/asha%40example.org');
    expect((await screen.findByRole('link', { name: 'Export data' }, { timeout: 8000 })).getAttribute('href')).toBe(
      '/admin/people/export?email=asha%40example.org',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Erase person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this person?' });
    const erase = within(dialog).getByRole('button', { name: 'Erase for good' });
    fireEvent.change(within(dialog).getByLabelText('Email to erase'), { target: { value: 'asha@example' } });
    expect(erase.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Email to erase'), { target: { value: ' ASHA@example.org' } });
    fireEvent.click(erase);
    await screen.findByText(
      'Erased 3 submissions, 1 resume, 4 mails, 1 booking. Nothing is held about asha@example.org any more.',
    );
  });

  it('says so when nothing is held that the viewer may see', async () => {
    api.resolvers.person = () => null;
    renderAt('/people/nobody%40example.org');
    await screen.findByText('Nothing is held about nobody@example.org that you may see.', {}, { timeout: 8000 });
  });
});
