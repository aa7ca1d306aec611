import { CATEGORY_LABELS } from '@school/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { courseNames } from '../../web/src/content/booking';
import { ManageBooking } from '../../web/src/features/trial/components/manage-booking';
import type { VisitorBookingFieldsFragment } from '../../web/src/gql/graphql';
import { fakeFetch, graphqlError, graphqlResponse } from './helpers/fake-fetch';
import { renderAt } from './helpers/render';

// 10:00 UTC on 1 December 2026 is 21:00 in Sydney (AEDT) and 15:30 in Mumbai.
const booking: VisitorBookingFieldsFragment = {
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T10:30:00.000Z',
  status: 'booked',
  course: 'guitar',
  teacherFirstName: 'Priya',
};
const answer = (field: string, value: unknown) => graphqlResponse({ data: { [field]: value } });

function open(url = '/Trial/booking#tok-1', timeZone = 'Australia/Sydney') {
  renderAt(<ManageBooking timeZone={timeZone} locale="en-AU" />, url);
}

describe('the private link (requirements#trial-private-link)', () => {
  it('shows the class in the visitor zone with the teacher and the course', async () => {
    const { requests } = fakeFetch(answer('visitorTrialBooking', booking));
    open();
    const heading = await screen.findByRole('heading', { name: 'Your free trial class' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(requests[0].json?.variables).toEqual({ token: 'tok-1' });
    expect(screen.getByText(/Tuesday 1 December 2026.* 9:00 pm AEDT \(Australia\/Sydney\)/)).toBeTruthy();
    expect(screen.getByText('Priya')).toBeTruthy();
    expect(screen.getByText('Guitar')).toBeTruthy();
  });

  it('the same class reads 3:30 pm in Mumbai', async () => {
    fakeFetch(answer('visitorTrialBooking', booking));
    open('/Trial/booking#tok-1', 'Asia/Kolkata');
    expect(await screen.findByText(/Tuesday 1 December 2026.* 3:30 pm .*\(Asia\/Kolkata\)/)).toBeTruthy();
  });

  it('cancels only after the confirm step, then says so with a link to book again', async () => {
    const { requests } = fakeFetch(
      answer('visitorTrialBooking', booking),
      answer('cancelVisitorTrialBooking', { ...booking, status: 'cancelled' }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this class' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(requests).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this class' }));
    expect(screen.getByText(/Cancel your free class\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the class' }));
    const done = await screen.findByRole('heading', { name: 'Your class is cancelled.' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(requests[1].json?.operationName).toBe('CancelVisitorTrialBooking');
    expect(screen.getByRole('link', { name: 'Book a free trial' }).getAttribute('href')).toBe('/Trial');
  });

  it('moves the class to a picked time; SLOT_TAKEN is said and the times reload', async () => {
    const later = { startsAt: '2026-12-02T10:00:00.000Z', teacherId: 't2', teacherFirstName: 'Arjun' };
    const { requests } = fakeFetch(
      answer('visitorTrialBooking', booking),
      answer('trialSlots', [later]),
      graphqlError('SLOT_TAKEN'),
      answer('trialSlots', [later]),
      answer('moveVisitorTrialBooking', { ...booking, startsAt: later.startsAt, teacherFirstName: 'Arjun' }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Move to another time' }));
    fireEvent.click(await screen.findByRole('button', { name: '9:00 pm with Arjun' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/just taken/);
    await waitFor(() => expect(requests).toHaveLength(4));
    fireEvent.click(await screen.findByRole('button', { name: '9:00 pm with Arjun' }));
    const moved = await screen.findByRole('heading', { name: 'Your class is moved.' });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    expect(requests[4].json?.variables).toEqual({ token: 'tok-1', startsAt: later.startsAt });
    expect(screen.getByText(/Wednesday 2 December 2026/)).toBeTruthy();
    expect(screen.getByText('Arjun')).toBeTruthy();
  });

  it.each([
    ['an unknown or past token', '/Trial/booking#nope', true],
    ['no token at all', '/Trial/booking', false],
  ])('%s: a clear message and a link to /Trial', async (_case, url, asks) => {
    const { requests } = fakeFetch(answer('visitorTrialBooking', null));
    open(url);
    expect(await screen.findByRole('heading', { name: 'This link is not valid any more' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a free trial' }).getAttribute('href')).toBe('/Trial');
    expect(requests.length).toBe(asks ? 1 : 0);
  });
});

describe('course names of the private link', () => {
  it('are the words of common CATEGORY_LABELS', () => {
    expect(courseNames).toEqual(CATEGORY_LABELS);
  });
});
