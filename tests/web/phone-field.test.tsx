/**
 * The optional phone number on the trial and contact forms (docs/requirements.md#phone): read with the
 * country chosen and sent in E.164; a number the rule refuses shows its message on the field, sends
 * nothing and keeps every typed field (the contact form included, which clears after any sending).
 * Also the course a course card's link chooses, and the line that says what happens next.
 */
import { messages } from '@school/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_NEXT_STEP, ContactForm } from '../../web/src/features/contact/components/contact-form';
import { TRIAL_NEXT_STEP, TrialForm } from '../../web/src/features/trial/components/trial-form';
import { fakeFetch, receipt } from './helpers/fake-fetch';
import { fill, renderAt, spyAlert } from './helpers/render';

const phoneFields = () => ({
  country: screen.getByLabelText<HTMLSelectElement>('Country'),
  number: screen.getByLabelText<HTMLInputElement>('Phone number'),
});

function trial(url = '/Trial') {
  renderAt(<TrialForm />, url);
  const fields = {
    name: screen.getByLabelText<HTMLInputElement>('Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    gender: screen.getByLabelText<HTMLSelectElement>('Gender'),
    category: screen.getByLabelText<HTMLSelectElement>('Course'),
    ...phoneFields(),
  };
  return { fields, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Book Free Trial' })) };
}

function contact() {
  renderAt(<ContactForm />);
  const fields = {
    name: screen.getByLabelText<HTMLInputElement>('Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
    ...phoneFields(),
  };
  return { fields, submit: () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' })) };
}

const values = (fields: Record<string, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.value]));

describe('the phone field', () => {
  it('is optional, named phone, with a tel keyboard; the country follows the browser, never India for all', async () => {
    const { fields } = trial();
    expect(fields.number.name).toBe('phone');
    expect(fields.number.type).toBe('tel');
    expect(fields.number.value).toBe('');
    expect(fields.country.options[0].textContent).toBe('India (+91)');
    // the test browser's zone (UTC) names no country; its language (en-US) does. The guess waits until the
    // visitor reaches the field (the first Intl.DateTimeFormat costs a phone's main thread at load)
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(/^(UTC|Etc\/UTC)$/);
    expect(navigator.languages[0]).toBe('en-US');
    fireEvent.focus(fields.number);
    await waitFor(() => expect(fields.country.value).toBe('US'));
    expect(screen.getByRole('group', { name: 'Phone (optional)' })).toBeTruthy();
  });

  it('sends 098765 43210 with India as +919876543210, then says what happens next', async () => {
    const alert = spyAlert();
    const { requests } = fakeFetch(receipt('createTrialRequest'));
    const { fields, submit } = trial();
    fill(fields.name, 'Asha Rao');
    fill(fields.email, 'asha@example.org');
    fill(fields.gender, 'female');
    fill(fields.category, 'guitar');
    fill(fields.country, 'IN');
    fill(fields.number, '098765 43210');
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.trial.success));
    expect(requests[0].json?.variables.input).toMatchObject({ category: 'guitar', phone: '+919876543210' });
    expect((await screen.findByRole('status')).textContent).toBe(TRIAL_NEXT_STEP);
    expect(fields.number.value).toBe('');
    expect(fields.country.value).toBe('IN'); // the country stays for the next request
  });

  it('sends no phone at all when none was typed', async () => {
    const alert = spyAlert();
    const { requests } = fakeFetch(receipt('createContactMessage'));
    const { fields, submit } = contact();
    fill(fields.name, 'Asha Rao');
    fill(fields.email, 'asha@example.org');
    fill(fields.message, 'Do you teach on weekends?');
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(messages.contact.success));
    expect(requests[0].json?.variables.input).not.toHaveProperty('phone');
    expect(screen.getByText(CONTACT_NEXT_STEP)).toBeTruthy();
  });

  it('trial: an invalid number shows its message on the field, sends nothing and keeps every field', async () => {
    const alert = spyAlert();
    const { mock } = fakeFetch();
    const { fields, submit } = trial();
    fill(fields.name, 'Asha Rao');
    fill(fields.email, 'asha@example.org');
    fill(fields.gender, 'female');
    fill(fields.category, 'piano');
    fill(fields.country, 'GB');
    fill(fields.number, '12345');
    const typed = values(fields);
    submit();
    const error = await screen.findByText(messages.phone.invalid);
    expect(fields.number.getAttribute('aria-invalid')).toBe('true');
    expect(fields.number.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(fields.number);
    expect(values(fields)).toEqual(typed);
    expect(mock).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(screen.queryByRole('status', { name: /submitting/i })).toBeNull();
    // typing again clears the message
    fill(fields.number, '020 7946 0958');
    expect(screen.queryByText(messages.phone.invalid)).toBeNull();
  });

  it('contact: an invalid number keeps every field too (no sending, so nothing is cleared)', async () => {
    spyAlert();
    const { mock } = fakeFetch();
    const { fields, submit } = contact();
    fill(fields.name, 'Asha Rao');
    fill(fields.email, 'asha@example.org');
    fill(fields.message, 'Please call me in the evening.');
    fill(fields.country, '');
    fill(fields.number, '098765 43210');
    const typed = values(fields);
    submit();
    expect(await screen.findByText(messages.phone.countryCode)).toBeTruthy();
    expect(values(fields)).toEqual(typed);
    expect(mock).not.toHaveBeenCalled();
  });

  it("the spec's own checks come first, with their alert", () => {
    const alert = spyAlert();
    const { fields, submit } = contact();
    fill(fields.number, 'nonsense');
    submit();
    expect(alert).toHaveBeenCalledWith(messages.contact.required);
    expect(screen.queryByText(messages.phone.invalid)).toBeNull();
  });
});

describe('/Trial?course=…', () => {
  it('chooses the course a course card linked to (the select value, trailing space and all)', async () => {
    expect((await waitFor(() => trial('/Trial?course=guitar'))).fields.category.value).toBe('guitar');
  });

  it('chooses a singing course by its value with the trailing space', async () => {
    const { fields } = trial('/Trial?course=hindustanivocal');
    await waitFor(() => expect(fields.category.value).toBe('hindustanivocal '));
  });

  it('chooses nothing for an unknown course', () => {
    expect(trial('/Trial?course=drums').fields.category.value).toBe('none');
  });
});
