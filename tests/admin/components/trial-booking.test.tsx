// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id: 'boss@example.org', fullName: 'boss@example.org' }),
  canAccess: async ({ resource, action }) => canRoleAccess('admin', resource, action),
};

const teacher = {
  id: 'tA',
  name: 'Anita Desai',
  email: 'anita@example.org',
  courses: ['piano'],
  timeZone: 'Europe/London',
  meetingUrl: null,
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  weekly: [] as object[],
  exceptions: [] as object[],
};
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
  createdAt: '2026-11-20T10:00:00.000Z',
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  assignee: null,
  history: [],
  bookings: [] as object[],
};
// Tue 1 Dec, 10:00 and 10:30 in the school's zone (Asia/Kolkata)
const FIRST = '2026-12-01T04:30:00.000Z';
const SECOND = '2026-12-01T05:00:00.000Z';

let api: FakeApi;
beforeAll(async () => {
  api = await startFakeAdminApi();
  api.resolvers.dashboardSettings = () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2026-11-24T10:00:00.000Z' });
  api.resolvers.staff = () => [];
  api.resolvers.teachers = () => [teacher];
  api.resolvers.trialRequest = () => trial;
});
afterAll(() => api.close());

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={auth} />
    </MemoryRouter>,
  );
}

const sent = (field: string) =>
  api.requests.filter((r) => r.path === '/graphql' && String(r.body.query).includes(`${field}(`));

describe('the slot picker on a trial request', () => {
  it('says a time was just taken, shows the free times now, and books one in the student zone', async () => {
    let rounds = 0;
    api.resolvers.trialSlots = () => {
      rounds += 1;
      const times = rounds === 1 ? [FIRST, SECOND] : [SECOND];
      return times.map((startsAt) => ({ startsAt, teacherId: 'tA', teacherFirstName: 'Anita' }));
    };
    api.resolvers.bookTrial = (args) => {
      if (args.startsAt === FIRST) throw gqlError('SLOT_TAKEN', 'That time was just taken.');
      const booking = {
        id: 'b1',
        trialRequestId: 't1',
        startsAt: args.startsAt,
        endsAt: SECOND.replace('05:00', '05:30'),
        status: 'booked',
        cancelledAt: null,
        createdAt: '2026-11-24T10:00:00.000Z',
        bookedBy: 'boss@example.org',
        visitorTimeZone: args.visitorTimeZone,
        teacherId: 'tA',
        teacherFirstName: 'Anita',
        teacher,
      };
      trial.bookings = [booking];
      return booking;
    };
    renderAt('/trial-requests/t1/show');
    fireEvent.click(await screen.findByRole('button', { name: 'Book' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Book the trial class' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Anita Desai, Tue 1 Dec 10:00' }));

    await within(dialog).findByText('That time was just taken — here are the free times now.');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /10:00$/ })).toBeNull());
    fireEvent.change(within(dialog).getByLabelText('Student’s time zone'), { target: { value: 'Europe/London' } });
    expect(within(dialog).getByText('(05:00 for the student)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anita Desai, Tue 1 Dec 10:30' }));

    await screen.findByText(/With Anita Desai; booked by boss@example.org/, {}, { timeout: 8000 });
    expect(screen.getByText(/Student: Tue 1 Dec, 05:00 \(Europe\/London\)/)).toBeTruthy();
    expect(sent('bookTrial').map((r) => r.body.variables)).toEqual([
      { trialRequestId: 't1', startsAt: FIRST, teacherId: 'tA', visitorTimeZone: 'Asia/Kolkata' },
      { trialRequestId: 't1', startsAt: SECOND, teacherId: 'tA', visitorTimeZone: 'Europe/London' },
    ]);
    expect(rounds).toBe(2);
  });
});

describe('the availability editor', () => {
  it("shows the server's message beside the row it names, in the teacher's zone", async () => {
    api.resolvers.setTeacherAvailability = () => {
      throw gqlError('BAD_USER_INPUT', 'Overlaps the range weekly[0] on the same day', {
        'weekly[1]': 'Overlaps the range weekly[0] on the same day',
      });
    };
    renderAt('/teachers/tA');
    await screen.findByText(/Times are in the teacher’s zone, Europe\/London/, {}, { timeout: 8000 });
    fireEvent.click(screen.getByRole('button', { name: 'Add weekly hours' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add weekly hours' }));
    const second = screen.getByRole('group', { name: 'Weekly range 2' });
    fireEvent.change(within(second).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));

    await within(second).findByText('Overlaps the range weekly[0] on the same day', {}, { timeout: 8000 });
    expect(within(screen.getByRole('group', { name: 'Weekly range 1' })).queryByText(/Overlaps/)).toBeNull();
    expect(sent('setTeacherAvailability').at(-1)!.body.variables).toEqual({
      teacherId: 'tA',
      weekly: [
        { weekday: 1, from: '09:00', to: '17:00' },
        { weekday: 1, from: '10:00', to: '17:00' },
      ],
      exceptions: [],
    });
  });
});
