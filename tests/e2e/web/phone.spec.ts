/**
 * docs/requirements.md#phone in Chromium against the built server: the optional phone number stored in E.164, an
 * invalid one kept in the form with its message, and a course card's Get a trial choosing its course.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, nextAlert, openPage } from './helpers/browser';
import { waitForRow } from './helpers/db';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

describe('the phone number on the trial form', () => {
  it('098765 43210 with India is stored as +919876543210, and the page says what happens next', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Trial');
    const form = t.page.getByRole('form', { name: 'Book a free trial' });
    const email = unique('meera');
    await form.getByLabel('Name').fill('Meera Nair');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Course').selectOption('piano');
    await form.getByLabel('Country').selectOption('IN');
    await form.getByLabel('Phone number').fill('098765 43210');
    await form.getByRole('button', { name: 'Book Free Trial' }).click();
    expect(await nextAlert(t, 1)).toBe('Trial form submitted successfully!');
    expect(await waitForRow('trial_requests', 'email', email)).toMatchObject({
      name: 'Meera Nair',
      phone: '+919876543210',
    });
    await t.page.getByText('What happens next: we will get in touch within one working day').waitFor();
    expect(await form.getByLabel('Phone number').inputValue()).toBe('');
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('an invalid number gets its message on the field and nothing typed is lost', async () => {
    const t = await openPage(browser);
    await t.page.goto('/');
    const form = t.page.getByRole('form', { name: 'Contact Us' });
    const email = unique('ravi');
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Can my son start tabla in December?');
    await form.getByLabel('Country').selectOption('IN');
    await form.getByLabel('Phone number').fill('98765');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid phone number for the country chosen, or leave it empty').waitFor();
    expect(await form.getByLabel('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect([
      await form.getByLabel('Name').inputValue(),
      await form.getByLabel('Email').inputValue(),
      await form.getByLabel('Message').inputValue(),
      await form.getByLabel('Phone number').inputValue(),
    ]).toEqual(['Ravi Kumar', email, 'Can my son start tabla in December?', '98765']);
    expect(t.alerts).toEqual([]);
    // corrected, it goes through with the same words
    await form.getByLabel('Phone number').fill('98765 43210');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await nextAlert(t, 1)).toBe('Message sent successfully!');
    expect(await waitForRow('contact_messages', 'email', email)).toMatchObject({
      message: 'Can my son start tabla in December?',
      phone: '+919876543210',
    });
    await t.close();
  });
});

describe("a course card's Get a trial", () => {
  it('opens /Trial with Guitar chosen', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Courses');
    await t.page.getByRole('link', { name: 'Get a trial: Guitar' }).click();
    await t.page.waitForURL('**/Trial?course=guitar');
    const course = t.page.getByRole('form', { name: 'Book a free trial' }).getByLabel('Course');
    await expect.poll(() => course.inputValue()).toBe('guitar');
    // straight from an address too (a shared link), once the page has loaded
    await t.page.goto('/Trial?course=guitar');
    await expect.poll(() => course.inputValue()).toBe('guitar');
    await t.close();
  });
});
