import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, nextAlert, openPage } from './helpers/browser';
import { waitForRow } from './helpers/db';
import { failNextMutation, mutationAnswer } from './helpers/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe('contact form (home, #contact)', () => {
  it('alerts each validation rule, then stores a valid message and clears the fields', async () => {
    const t = await openPage(browser);
    await t.page.goto('/#contact');
    const form = t.page.getByRole('form', { name: 'Contact Us' });
    const send = () => form.getByRole('button', { name: 'Send Message' }).click();
    await send();
    expect(await nextAlert(t, 1)).toBe('Please fill all the fields');
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('asha@example');
    await form.getByLabel('Message').fill('When do piano classes start?');
    await send();
    expect(await nextAlert(t, 2)).toBe('Please enter a valid email');
    const email = unique('asha');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Name').fill('Asha 2');
    await send();
    expect(await nextAlert(t, 3)).toBe('Please enter a valid name without numbers');
    await form.getByLabel('Name').fill('Asha Rao');
    const answer = mutationAnswer(t.page, 'createContactMessage');
    await send();
    expect(await nextAlert(t, 4)).toBe('Message sent successfully!');
    expect((await answer).data.createContactMessage.id).toBeTruthy();
    expect(await form.getByLabel('Name').inputValue()).toBe('');
    expect(await waitForRow('contact_messages', 'email', email)).toMatchObject({ name: 'Asha Rao' });
    await t.close();
  });

  it.each([
    ['BAD_USER_INPUT', 'Please fill all the fields'],
    ['TOO_MANY_REQUESTS', 'An error occurred. Please try again later.'],
    ['abort', 'An error occurred while submitting the form. Please try again later.'],
  ] as const)('%s ends with its alert and clears the fields', async (failure, message) => {
    const t = await openPage(browser);
    await t.page.goto('/');
    const form = t.page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('Hello');
    await failNextMutation(t.page, 'createContactMessage', failure);
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await nextAlert(t, 1)).toBe(message);
    expect(await form.getByLabel('Email').inputValue()).toBe('');
    await t.close();
  });
});

describe('trial form (/Trial)', () => {
  it('alerts each validation rule, then stores a valid request and clears the fields', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Trial');
    const form = t.page.getByRole('form', { name: 'Book a free trial' });
    const book = () => form.getByRole('button', { name: 'Book Free Trial' }).click();
    await form.getByLabel('Name').fill('Anil Rao');
    await form.getByLabel('Email').fill('anil@example.com');
    await form.getByLabel('Gender').selectOption('male');
    await book();
    expect(await nextAlert(t, 1)).toBe('Please fill all the fields');
    await form.getByLabel('Course').selectOption('bollywoodvocal ');
    await form.getByLabel('Name').fill('Anil 7');
    await book();
    expect(await nextAlert(t, 2)).toBe('Please enter a valid name');
    await form.getByLabel('Name').fill('Anil Rao');
    await form.getByLabel('Email').fill('anil at example');
    await book();
    expect(await nextAlert(t, 3)).toBe('Please enter a valid email');
    const email = unique('anil');
    await form.getByLabel('Email').fill(email);
    const answer = mutationAnswer(t.page, 'createTrialRequest');
    await book();
    expect(await nextAlert(t, 4)).toBe('Trial form submitted successfully!');
    expect((await answer).data.createTrialRequest.id).toBeTruthy();
    expect(await form.getByLabel('Course').inputValue()).toBe('none');
    expect(await waitForRow('trial_requests', 'email', email)).toMatchObject({ name: 'Anil Rao', gender: 'male' });
    await t.close();
  });

  it.each([
    ['BAD_USER_INPUT', 'All fields are required'],
    ['TOO_MANY_REQUESTS', 'Failed to submit form. Please try again.'],
    ['abort', 'Failed to submit form. Please try again.'],
  ] as const)('%s ends with its alert', async (failure, message) => {
    const t = await openPage(browser);
    await t.page.goto('/Trial');
    const form = t.page.getByRole('form', { name: 'Book a free trial' });
    await form.getByLabel('Name').fill('Anil Rao');
    await form.getByLabel('Email').fill('anil@example.com');
    await form.getByLabel('Gender').selectOption('others');
    await form.getByLabel('Course').selectOption('tabla');
    await failNextMutation(t.page, 'createTrialRequest', failure);
    await form.getByRole('button', { name: 'Book Free Trial' }).click();
    expect(await nextAlert(t, 1)).toBe(message);
    await t.close();
  });
});

describe('career application (/Career)', () => {
  const pdf = {
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% test resume\n%%EOF\n'),
  };
  const docx = {
    name: 'resume.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('PK'),
  };

  it('shows No file chosen, refuses a non-PDF, validates, then stores the application with its resume', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Career');
    const form = t.page.getByRole('form', { name: 'Application form' });
    const submit = () => form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await form.getByText('No file chosen').isVisible()).toBe(true);
    await form.getByLabel('Name').fill("Mary-Jane O'Neil");
    await form.getByLabel('Email').fill('mj@example.com');
    await form.getByLabel('Message').fill('I teach piano and vocals.');
    await submit();
    expect(await nextAlert(t, 1)).toBe('Please fill all the fields and attach a resume.');
    await form.getByLabel('Choose PDF resume').setInputFiles(docx);
    expect(await nextAlert(t, 2)).toBe('Please select a PDF file only.');
    await form.getByText('No file chosen').waitFor({ timeout: 2000 }); // re-render after the event
    expect(await form.getByText('No file chosen').isVisible()).toBe(true);
    await form.getByLabel('Choose PDF resume').setInputFiles(pdf);
    await form.getByText('resume.pdf').waitFor({ timeout: 2000 }); // re-render after the event
    expect(await form.getByText('resume.pdf').isVisible()).toBe(true);
    await form.getByLabel('Name').fill('M4ry');
    await submit();
    expect(await nextAlert(t, 3)).toBe('Please enter a valid name');
    await form.getByLabel('Name').fill("Mary-Jane O'Neil");
    await form.getByLabel('Email').fill('mj@');
    await submit();
    expect(await nextAlert(t, 4)).toBe('Please enter a valid email');
    const email = unique('mj');
    await form.getByLabel('Email').fill(email);
    const answer = mutationAnswer(t.page, 'createTeacherApplication');
    await submit();
    expect(await nextAlert(t, 5)).toBe('Application submitted successfully!');
    expect((await answer).data.createTeacherApplication.id).toBeTruthy();
    await form.getByText('No file chosen').waitFor({ timeout: 2000 }); // re-render after the event
    expect(await form.getByText('No file chosen').isVisible()).toBe(true);
    expect(await waitForRow('teacher_applications', 'email', email)).toMatchObject({ resume_name: 'resume.pdf' });
    await t.close();
  });

  it.each([
    ['BAD_USER_INPUT', 'Please fill all the fields and attach a resume.'],
    ['TOO_MANY_REQUESTS', 'Failed to submit the form. Please try again.'],
    ['abort', 'Failed to submit the form. Please try again.'],
  ] as const)('%s ends with its alert', async (failure, message) => {
    const t = await openPage(browser);
    await t.page.goto('/Career');
    const form = t.page.getByRole('form', { name: 'Application form' });
    await form.getByLabel('Name').fill('Anil Rao');
    await form.getByLabel('Email').fill('anil@example.com');
    await form.getByLabel('Message').fill('Tabla teacher.');
    await form.getByLabel('Choose PDF resume').setInputFiles(pdf);
    await form.getByText('resume.pdf').waitFor({ timeout: 2000 }); // the picked file is shown (state re-rendered)
    await failNextMutation(t.page, 'createTeacherApplication', failure);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await nextAlert(t, 1)).toBe(message);
    await t.close();
  });
});
