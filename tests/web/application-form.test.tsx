import { messages } from '@school/common';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationForm, UPLOAD_CANCELLED } from '../../web/src/features/career/components/application-form';
import { fakeFetch, graphqlError, receipt } from './helpers/fake-fetch';
import { fill, renderAt, spyAlert } from './helpers/render';

const m = messages.application;
const valid = { name: 'Rao, Anil', email: 'anil@example.com', message: 'I teach tabla, 12 years.' };
const pdf = () => new File(['%PDF-1.4 test'], 'resume.pdf', { type: 'application/pdf' });

function setup(values: Partial<typeof valid>, file?: File) {
  renderAt(<ApplicationForm />);
  const fields = {
    name: screen.getByLabelText<HTMLInputElement>('Name'),
    email: screen.getByLabelText<HTMLInputElement>('Email'),
    message: screen.getByLabelText<HTMLTextAreaElement>('Message'),
    resume: screen.getByLabelText<HTMLInputElement>('Choose PDF resume'),
  };
  for (const [key, value] of Object.entries(values)) fill(fields[key as keyof typeof valid], value);
  if (file) choose(fields.resume, file);
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
  return { fields, submit };
}

function choose(input: HTMLInputElement, file: File) {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

describe('career form resume field', () => {
  it("shows 'No file chosen' when no file is chosen, and the file name once one is", () => {
    const { fields } = setup({});
    expect(screen.getByText('No file chosen')).toBeTruthy();
    expect(fields.resume.name).toBe('resume');
    choose(fields.resume, pdf());
    expect(screen.getByText('resume.pdf')).toBeTruthy();
  });

  it('clears a non-PDF choice, shows No file chosen and alerts PDF only', () => {
    const alert = spyAlert();
    const { fields } = setup({}, pdf());
    choose(fields.resume, new File(['hello'], 'resume.docx', { type: 'application/msword' }));
    expect(alert).toHaveBeenCalledWith('Please select a PDF file only.');
    expect(screen.getByText(m.noFile)).toBeTruthy();
    expect(screen.queryByText('resume.pdf')).toBeNull();
  });
});

describe('career form validation (requirements#career-form-validation)', () => {
  it.each([
    ['name', { ...valid, name: '' }, pdf()],
    ['email', { ...valid, email: '' }, pdf()],
    ['message', { ...valid, message: '' }, pdf()],
    ['resume', valid, undefined],
  ])('requires %s: "Please fill all the fields and attach a resume."', (_field, values, file) => {
    const alert = spyAlert();
    const { mock } = fakeFetch();
    setup(values, file).submit();
    expect(alert).toHaveBeenCalledWith('Please fill all the fields and attach a resume.');
    expect(mock).not.toHaveBeenCalled();
  });

  it.each(['Anil 2', "O''Neil", '<b>Anil</b>', 'A@nil'])('rejects the name %j', (name) => {
    const alert = spyAlert();
    setup({ ...valid, name }, pdf()).submit();
    expect(alert).toHaveBeenCalledWith('Please enter a valid name');
  });

  it('rejects an invalid email', () => {
    const alert = spyAlert();
    setup({ ...valid, email: 'anil@' }, pdf()).submit();
    expect(alert).toHaveBeenCalledWith('Please enter a valid email');
  });

  it('checks the name before the email', () => {
    const alert = spyAlert();
    setup({ ...valid, name: 'A1', email: 'x' }, pdf()).submit();
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith(m.name);
  });
});

describe('career form outcomes (requirements#career-form-outcomes)', () => {
  it('201: uploads a GraphQL multipart request, alerts success and clears everything', async () => {
    const alert = spyAlert();
    const { requests } = fakeFetch(receipt('createTeacherApplication'));
    const { fields, submit } = setup(valid, pdf());
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Application submitted successfully!'));
    const request = requests[0];
    expect(request.headers['apollo-require-preflight']).toBe('true');
    const operations = JSON.parse(request.form?.get('operations') as string);
    expect(operations.variables.input).toMatchObject({ ...valid, website: '' });
    expect(operations.variables.resume).toBeNull();
    expect(JSON.parse(request.form?.get('map') as string)).toEqual({ 1: ['variables.resume'] });
    expect((request.form?.get('1') as File).name).toBe('resume.pdf');
    expect([fields.name.value, fields.email.value, fields.message.value]).toEqual(['', '', '']);
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('shows the overlay with its progress and Cancel (focused) while the resume uploads', async () => {
    spyAlert();
    fakeFetch('pending');
    setup(valid, pdf()).submit();
    expect(await screen.findByRole('group', { name: 'Sending your application' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Resume sent' })).toBeTruthy();
    expect(screen.getByText('Uploading your resume…')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('Cancel ends the upload without an alert, says so and keeps every answer', async () => {
    const alert = spyAlert();
    fakeFetch('pending');
    const { fields, submit } = setup(valid, pdf());
    submit();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(UPLOAD_CANCELLED)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Sending your application' })).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    expect([fields.name.value, fields.email.value, fields.message.value]).toEqual([
      valid.name,
      valid.email,
      valid.message,
    ]);
    expect(screen.getByText('resume.pdf')).toBeTruthy();
  });

  it.each([
    ['400 (BAD_USER_INPUT)', () => graphqlError('BAD_USER_INPUT'), 'Please fill all the fields and attach a resume.'],
    ['rate limited', () => graphqlError('TOO_MANY_REQUESTS'), 'Failed to submit the form. Please try again.'],
    ['a 500', () => graphqlError('INTERNAL_SERVER_ERROR', 500), m.failure],
    ['a network exception', () => new TypeError('Failed to fetch'), m.failure],
  ])('%s: alerts its message and keeps the fields', async (_case, answer, expected) => {
    const alert = spyAlert();
    fakeFetch(answer());
    const { fields, submit } = setup(valid, pdf());
    submit();
    await waitFor(() => expect(alert).toHaveBeenCalledWith(expected));
    expect(fields.name.value).toBe(valid.name);
    expect(screen.getByText('resume.pdf')).toBeTruthy();
  });
});
