import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TrialSlotsQuery } from '../../web/src/gql/graphql';
import { TrialForm } from '../../web/src/features/trial/components/trial-form';
import { fakeFetch, graphqlError, graphqlResponse } from './helpers/fake-fetch';
import { fill, renderAt, spyAlert } from './helpers/render';

/** The day after tomorrow at this hour of the browser's clock: daytime, so offered first (not behind "Show all"). */
const dayAfterTomorrow = (hour: number) => {
  const at = new Date();
  at.setDate(at.getDate() + 2);
  at.setHours(Math.floor(hour), (hour % 1) * 60, 0, 0);
  return at.toISOString();
};
const slots: TrialSlotsQuery['trialSlots'] = [
  { startsAt: dayAfterTomorrow(10), teacherId: 't1', teacherFirstName: 'Priya' },
  { startsAt: dayAfterTomorrow(11), teacherId: 't2', teacherFirstName: 'Arjun' },
];
const slotsAnswer = (list = slots) => graphqlResponse({ data: { trialSlots: list } });
const receipt = (bookingToken: string | null) =>
  graphqlResponse({ data: { createTrialRequest: { id: 'req-1', bookingToken } } });

function submitValidForm() {
  renderAt(<TrialForm />);
  fill(screen.getByLabelText('Name'), 'Asha Rao');
  fill(screen.getByLabelText('Email'), 'asha@example.com');
  fill(screen.getByLabelText('Gender'), 'female');
  fill(screen.getByLabelText('Course'), 'hindustanivocal ');
  fireEvent.click(screen.getByRole('button', { name: 'Book Free Trial' }));
}

describe('the offer of free times after the trial form (requirements#trial-offer)', () => {
  it('after the success alert and cleared fields, offers the course times; SLOT_TAKEN refreshes; a pick books', async () => {
    const alert = spyAlert();
    const booked = {
      startsAt: slots[0].startsAt,
      endsAt: dayAfterTomorrow(10.5),
      teacherFirstName: 'Priya',
      manageToken: 'tok-123',
    };
    const { requests } = fakeFetch(
      receipt('bt-1'),
      slotsAnswer(),
      graphqlError('SLOT_TAKEN'),
      slotsAnswer([slots[0]]),
      graphqlResponse({ data: { bookTrial: booked } }),
    );
    submitValidForm();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Trial form submitted successfully!'));
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    const heading = await screen.findByRole('heading', { name: 'Pick a time for your free class' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(requests[1].json?.variables.course).toBe('hindustanivocal');
    expect(screen.getByText(/^Times in /)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /with Arjun/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That time was just taken. Please choose another of the times offered.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: /with Arjun/ })).toBeNull());
    expect(requests[2].json?.variables).toMatchObject({
      trialRequestId: 'req-1',
      bookingToken: 'bt-1',
      teacherId: 't2',
    });

    fireEvent.click(screen.getByRole('button', { name: /with Priya/ }));
    const confirmation = await screen.findByRole('heading', { name: 'Your free class is booked' });
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(screen.getByText(/with Priya\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /\/Trial\/booking\/tok-123$/ }).getAttribute('href')).toBe(
      '/Trial/booking/tok-123',
    );
  });

  it('skipping says the school will get in touch', async () => {
    spyAlert();
    fakeFetch(receipt('bt-1'), slotsAnswer());
    submitValidForm();
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks, the school will contact me' }));
    // a status of its own (the line under the form that says what happens next is another)
    expect((await screen.findByText(/the school will contact you/)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: /with Priya/ })).toBeNull();
  });

  it.each([
    ['no free time', () => [receipt('bt-1'), slotsAnswer([])]],
    ['no booking token (TRIAL_SELF_BOOKING=false)', () => [receipt(null)]],
  ])('%s: nothing more than the form', async (_case, answers) => {
    const alert = spyAlert();
    const { requests } = fakeFetch(...answers());
    submitValidForm();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Trial form submitted successfully!'));
    await waitFor(() => expect(requests.length).toBe(answers().length));
    expect(screen.queryByRole('heading', { name: 'Pick a time for your free class' })).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Book Free Trial']);
  });
});
