import { messages, TRIAL_CATEGORY_OPTIONS } from '@school/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CreateTrialRequestInput } from '../../web/src/features/trial/api/create-trial-request';
import { STUDENT_NAME_HINT, TrialForm } from '../../web/src/features/trial/components/trial-form';
import { fakeFetch, graphqlError, receipt } from './helpers/fake-fetch';
import { fill, renderAt, spyAlert } from './helpers/render';

const m = messages.trial;
type Values = Partial<Record<'name' | 'email' | 'gender' | 'category', string>>;

function setup(values: Values) {
  renderAt(<TrialForm />);
  const fields = {
    name: screen.getByLabelText<HTMLInputElement>('Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    gender: screen.getByLabelText<HTMLSelectElement>('Gender'),
    category: screen.getByLabelText<HTMLSelectElement>('Course'),
  };
  for (const [key, value] of Object.entries(values)) fill(fields[key as keyof typeof fields], value);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Book Free Trial' }));
  return { fields, submit };
}

const valid = { name: "Mary-Jane O'Neil", email: 'mj@example.com', gender: 'female', category: 'hindustanivocal ' };

describe('trial form fields', () => {
  it('offers exactly the required option values (requirements#trial-categories), two with a trailing space, none first', () => {
    const { fields } = setup({});
    const values = [...fields.category.options].map((option) => option.value);
    expect(values).toEqual(TRIAL_CATEGORY_OPTIONS.map((option) => option.value));
    expect(values).toEqual(['none', 'hindustanivocal ', 'bollywoodvocal ', 'piano', 'guitar', 'tabla']);
    expect(fields.category.value).toBe('none');
    expect([...fields.gender.options].map((option) => option.value)).toEqual(['', 'male', 'female', 'others']);
    expect([fields.name.name, fields.email.name, fields.gender.name, fields.category.name]).toEqual([
      'name',
      'email',
      'gender',
      'category',
    ]);
  });
});

describe('trial form validation (requirements#trial-form-validation)', () => {
  it.each([
    ['name', { ...valid, name: '' }],
    ['email', { ...valid, email: '' }],
    ['gender', { ...valid, gender: '' }],
    ['category (none)', { ...valid, category: 'none' }],
  ])('requires %s: "Please fill all the fields"', (_field, values) => {
    const alert = spyAlert();
    const { mock } = fakeFetch();
    setup(values).submit();
    expect(alert).toHaveBeenCalledWith('Please fill all the fields');
    expect(mock).not.toHaveBeenCalled();
  });

  it.each(['Anil 2', 'Anil--Rao', '-Anil', 'Anil_Rao'])('rejects the name %j', (name) => {
    const alert = spyAlert();
    setup({ ...valid, name }).submit();
    expect(alert).toHaveBeenCalledWith('Please enter a valid name');
  });

  it('rejects an invalid email', () => {
    const alert = spyAlert();
    setup({ ...valid, email: 'mj.example.com' }).submit();
    expect(alert).toHaveBeenCalledWith(m.email);
    expect(alert).toHaveBeenCalledWith('Please enter a valid email');
  });

  it('checks the name before the email', () => {
    const alert = spyAlert();
    setup({ ...valid, name: 'X1', email: 'bad' }).submit();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(m.name);
  });
});

describe('trial form outcomes (requirements#trial-form-outcomes)', () => {
  it('201: sends the select values as they are, alerts success and clears', async () => {
    const alert = spyAlert();
    const { requests } = fakeFetch(receipt('createTrialRequest'));
    const { fields, submit } = setup(valid);
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Trial form submitted successfully!'));
    const input = requests[0].json?.variables.input as CreateTrialRequestInput;
    expect(input).toMatchObject({
      name: valid.name,
      email: valid.email,
      gender: 'female',
      category: 'hindustanivocal ',
      website: '',
    });
    expect(typeof input.fillMs).toBe('number');
    expect([fields.name.value, fields.email.value, fields.gender.value, fields.category.value]).toEqual([
      '',
      '',
      '',
      'none',
    ]);
  });

  it('shows the spinner overlay while submitting', async () => {
    spyAlert();
    fakeFetch('pending');
    setup(valid).submit();
    expect(await screen.findByRole('status', { name: /submitting/i })).toBeTruthy();
  });

  it.each([
    ['400 (BAD_USER_INPUT)', () => graphqlError('BAD_USER_INPUT'), 'All fields are required'],
    ['rate limited', () => graphqlError('TOO_MANY_REQUESTS'), 'Failed to submit form. Please try again.'],
    ['a 500', () => graphqlError('INTERNAL_SERVER_ERROR', 500), m.failure],
    ['a network exception', () => new TypeError('Failed to fetch'), m.failure],
  ])('%s: alerts its message and keeps the fields', async (_case, answer, expected) => {
    const alert = spyAlert();
    fakeFetch(answer());
    const { fields, submit } = setup(valid);
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expected));
    expect(fields.name.value).toBe(valid.name);
    expect(fields.category.value).toBe('hindustanivocal ');
  });
});

describe('the name asked', () => {
  it("says it is the student's name, read with the field", () => {
    renderAt(<TrialForm />);
    const name = screen.getByLabelText<HTMLInputElement>('Name');
    const hint = document.getElementById(name.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(STUDENT_NAME_HINT);
    expect(STUDENT_NAME_HINT).toMatch(/^The student's name/);
  });
});
