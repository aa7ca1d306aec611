// @vitest-environment jsdom
/**
 * The content fields (docs/requirements.md#content-fields) on the dashboard, against the admin API contract (a real HTTP fake executing
 * schema.graphql): the FAQ screen lists the questions in the site's order and publishes a new one; a course's
 * facts are checked with common's rules before sending (a 5-minute lesson never leaves the form) and sent
 * whole; the school's phone is checked the same way.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../admin/src/app';
import { canRoleAccess } from '../../../admin/src/providers/auth-provider';
import { createDataProvider } from '../../../admin/src/providers/data-provider';
import { startFakeAdminApi, type FakeApi } from '../helpers/fake-admin-api';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'editor',
  getIdentity: async () => ({ id: 'ed@example.org', fullName: 'ed@example.org' }),
  canAccess: async ({ resource, action }) => canRoleAccess('editor', resource, action),
};

const stamp = { published: true, publishedAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' };
const guitar = {
  id: 'c1',
  slug: 'guitar',
  name: 'Guitar',
  group: 'Instruments',
  summary: 'Strings.',
  highlights: ['Chords'],
  level: null,
  ages: null,
  lessonMinutes: null,
  fee: null,
  position: 0,
  ...stamp,
};
const faqs = [
  { id: 'f1', question: 'What do I need for an online lesson?', answer: 'An instrument.', position: 0, ...stamp },
  { id: 'f2', question: 'How long is the free trial class?', answer: 'Thirty minutes.', position: 1, ...stamp },
];
const school = {
  name: 'Raagarambh Music School',
  supportEmail: 'support@raagarambh.example',
  socialLinks: [],
  companySiteLabel: 'Raagarambh Studios',
  companySiteUrl: 'https://studios.raagarambh.example',
  foundedYear: 2020,
  copyrightYear: 2024,
  phone: null,
  whatsapp: null,
  updatedAt: '2025-03-01T10:00:00.000Z',
};

let api: FakeApi;

beforeAll(async () => {
  api = await startFakeAdminApi();
  api.resolvers.dashboardSettings = () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2025-03-02T10:00:00.000Z' });
  api.resolvers.courses = () => [guitar];
  api.resolvers.faqs = () => faqs;
  api.resolvers.schoolDetails = () => school;
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={auth} />
    </MemoryRouter>,
  );
}

const sent = (field: string) =>
  api.requests.filter((r) => r.path === '/graphql' && String(r.body.query).includes(`${field}(`));

describe('the FAQ screen', () => {
  it('lists the questions in their order on the site, each with its reorder buttons', async () => {
    open('/faqs');
    const list = await screen.findByRole('list', { name: 'In their order on the site' }, { timeout: 8000 });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(faqs.map((f) => f.question));
    expect(screen.getByRole('button', { name: 'Move How long is the free trial class? up' })).toBeTruthy();
  });

  it('refuses an empty answer in the form, then publishes the question and answer as typed', async () => {
    api.resolvers.saveFaq = ({ input }) => ({ id: 'f3', position: 2, ...stamp, ...(input as object) });
    open('/faqs/create');
    const question = await screen.findByRole('textbox', { name: 'Question' }, { timeout: 8000 });
    fireEvent.change(question, { target: { value: '  Do you teach children under seven? ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Required', {}, { timeout: 8000 });
    expect(sent('saveFaq')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), {
      target: { value: 'Yes, from five, with a parent nearby.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('saveFaq')).toHaveLength(1), { timeout: 8000 });
    expect(sent('saveFaq')[0].body.variables!.input).toEqual({
      question: 'Do you teach children under seven?',
      answer: 'Yes, from five, with a parent nearby.',
      published: true,
    });
  });
});

describe("a course's facts", () => {
  it('a lesson of 5 minutes is refused on its field and not sent; the facts go whole once right', async () => {
    api.resolvers.saveCourse = ({ input }) => ({ ...guitar, ...(input as object) });
    open('/courses/c1');
    const minutes = await screen.findByRole('spinbutton', { name: 'Lesson length (minutes)' }, { timeout: 8000 });
    fireEvent.change(screen.getByRole('textbox', { name: 'Level' }), { target: { value: 'Beginner to advanced' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ages' }), { target: { value: '7+' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Fee' }), { target: { value: '₹1,500 / month' } });
    fireEvent.change(minutes, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('A whole number from 15 to 180', {}, { timeout: 8000 });
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(sent('saveCourse')).toHaveLength(0);
    fireEvent.change(minutes, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('saveCourse')).toHaveLength(1), { timeout: 8000 });
    expect(sent('saveCourse')[0].body.variables!.input).toMatchObject({
      id: 'c1',
      level: 'Beginner to advanced',
      ages: '7+',
      lessonMinutes: 45,
      fee: '₹1,500 / month',
      published: true,
    });
  });

  it('facts left empty are sent as null (the card then shows none)', async () => {
    api.resolvers.saveCourse = ({ input }) => ({ ...guitar, ...(input as object) });
    open('/courses/c1');
    await screen.findByRole('spinbutton', { name: 'Lesson length (minutes)' }, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('saveCourse')).toHaveLength(1), { timeout: 8000 });
    expect(sent('saveCourse')[0].body.variables!.input).toMatchObject({
      level: null,
      ages: null,
      lessonMinutes: null,
      fee: null,
      published: false,
    });
  });
});

describe("the school's phone numbers", () => {
  it('a number without its country code is refused on its field; a good one is sent', async () => {
    api.resolvers.saveSchoolDetails = ({ input }) => ({ ...school, ...(input as object), phone: '+919876543210' });
    open('/school-details');
    const phone = await screen.findByRole('textbox', { name: 'Phone (optional)' }, { timeout: 8000 });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'School name' })).toHaveProperty('value', school.name),
    );
    fireEvent.change(phone, { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Start with + and the country code, e.g. +91 98765 43210', {}, { timeout: 8000 });
    expect(sent('saveSchoolDetails')).toHaveLength(0);
    fireEvent.change(phone, { target: { value: '+91 98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('saveSchoolDetails')).toHaveLength(1), { timeout: 8000 });
    expect(sent('saveSchoolDetails')[0].body.variables!.input).toMatchObject({
      phone: '+91 98765 43210',
      whatsapp: null,
    });
  });
});
