import { messages } from '@school/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateContactMessageInput } from '../../web/src/features/contact/api/create-contact-message';
import { ContactForm } from '../../web/src/features/contact/components/contact-form';
import { fakeFetch, graphqlError, graphqlResponse, receipt } from './helpers/fake-fetch';
import { fill, renderAt, spyAlert } from './helpers/render';

const m = messages.contact;

function setup(values: Partial<Record<'name' | 'email' | 'message', string>>) {
  renderAt(<ContactForm />);
  const fields = {
    name: screen.getByLabelText<HTMLInputElement>('Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
  };
  for (const [key, value] of Object.entries(values)) fill(fields[key as keyof typeof fields], value);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
  return { fields, submit };
}

const valid = { name: 'Asha Rao', email: 'asha@example.com', message: 'When are piano classes?' };

describe('contact form validation (requirements#contact-form-validation)', () => {
  it.each([
    ['name', { ...valid, name: '' }],
    ['email', { ...valid, email: '' }],
    ['message', { ...valid, message: '   ' }],
  ])('requires %s: "Please fill all the fields"', (_field, values) => {
    const alert = spyAlert();
    const { mock } = fakeFetch();
    setup(values).submit();
    expect(alert).toHaveBeenCalledWith(m.required);
    expect(alert).toHaveBeenCalledWith('Please fill all the fields');
    expect(mock).not.toHaveBeenCalled();
  });

  it('rejects an email that does not look like one', () => {
    const alert = spyAlert();
    setup({ ...valid, email: 'asha@example' }).submit();
    expect(alert).toHaveBeenCalledWith('Please enter a valid email');
  });

  it('rejects a name with numbers', () => {
    const alert = spyAlert();
    setup({ ...valid, name: 'Asha 2' }).submit();
    expect(alert).toHaveBeenCalledWith('Please enter a valid name without numbers');
  });

  it('checks the email before the name, in the required order (requirements#contact-form-validation)', () => {
    const alert = spyAlert();
    setup({ ...valid, name: 'R2D2', email: 'nope' }).submit();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(m.email);
  });

  it('keeps the fields after a validation failure', () => {
    spyAlert();
    const { fields, submit } = setup({ ...valid, name: 'Asha 2' });
    submit();
    expect(fields.name.value).toBe('Asha 2');
  });
});

describe('contact form outcomes (requirements#contact-form-outcomes)', () => {
  it('201: sends the mutation, alerts success and clears the fields', async () => {
    const alert = spyAlert();
    const { requests } = fakeFetch(receipt('createContactMessage'));
    const { fields, submit } = setup(valid);
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Message sent successfully!'));
    const input = requests[0].json?.variables.input as CreateContactMessageInput;
    expect(requests[0].url).toBe('/graphql');
    expect(requests[0].json?.query).toContain('createContactMessage');
    expect(input).toMatchObject({ ...valid, website: '' });
    expect(typeof input.fillMs).toBe('number');
    expect([fields.name.value, fields.email.value, fields.message.value]).toEqual(['', '', '']);
  });

  it('shows the spinner overlay while submitting', async () => {
    spyAlert();
    fakeFetch('pending');
    setup(valid).submit();
    expect(await screen.findByRole('status', { name: /submitting/i })).toBeTruthy();
  });

  it.each([
    ['400 (BAD_USER_INPUT)', () => graphqlError('BAD_USER_INPUT'), m.badRequest],
    ['400 status with BAD_USER_INPUT body', () => graphqlError('BAD_USER_INPUT', 400), 'Please fill all the fields'],
    ['internal error', () => graphqlError('INTERNAL_SERVER_ERROR', 500), m.otherStatus],
    ['a 502 without JSON', () => new Response('<html>Bad gateway</html>', { status: 502 }), m.otherStatus],
    ['a receipt without id', () => graphqlResponse({ data: { createContactMessage: null } }), m.otherStatus],
    [
      'a network exception',
      () => new TypeError('Failed to fetch'),
      'An error occurred while submitting the form. Please try again later.',
    ],
  ])('%s: alerts its message and clears the fields', async (_case, answer, expected) => {
    const alert = spyAlert();
    fakeFetch(answer());
    const { fields, submit } = setup(valid);
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expected));
    expect([fields.name.value, fields.email.value, fields.message.value]).toEqual(['', '', '']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("rate limited: alerts the spec's message, and the page shows the server's own words", async () => {
    const alert = spyAlert();
    const words = 'Too many requests. Please wait a few minutes and try again.';
    fakeFetch(
      graphqlResponse({ errors: [{ message: words, extensions: { code: 'TOO_MANY_REQUESTS' } }], data: null }, 429),
    );
    setup(valid).submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('An error occurred. Please try again later.'));
    expect((await screen.findByRole('status')).textContent).toBe(words);
  });

  it('its submit button is where /#support lands (one Support destination, with or without script)', () => {
    renderAt(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Send Message' }).id).toBe('support');
  });

  it('renders a hidden, unfocusable honeypot named website', () => {
    const { container } = renderAt(<ContactForm />);
    const honeypot = container.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('names its inputs after the entity fields', () => {
    const { container } = renderAt(<ContactForm />);
    const names = [...container.querySelectorAll('input, textarea')].map((el) => el.getAttribute('name'));
    // `from` (hidden): the page a post without JavaScript is answered on
    expect(names).toEqual(['from', 'name', 'email', 'message', 'phone', 'website']);
  });
});
