/**
 * docs/requirements.md#without-javascript, in Chromium with JavaScript disabled against the built server: every form posts (never GET) and its
 * row is stored, no URL ever carries what was typed, a refused form comes back with every word in place and the spec's
 * message; the mobile menu opens and closes; See More opens the whole text (docs/requirements.md#without-javascript).
 */
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, type TestPage } from './helpers/browser';
import { rows, waitForRow } from './helpers/db';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A page without script that records every request's method and URL. */
async function noScript(width = 1280): Promise<TestPage & { requests: Request[] }> {
  const t = await openPage(browser, { javaScriptEnabled: false, viewport: { width, height: 900 } });
  const requests: Request[] = [];
  t.page.on('request', (request) => requests.push(request));
  return Object.assign(t, { requests });
}

/** No request URL carries any of these values (encoded or not). */
function urlsFree(requests: Request[], values: string[]): string[] {
  const leaks: string[] = [];
  for (const request of requests)
    for (const value of values) {
      const url = decodeURIComponent(request.url().replace(/\+/g, ' '));
      if (url.includes(value)) leaks.push(`${request.method()} ${request.url()}`);
    }
  return leaks;
}

describe('forms without JavaScript', () => {
  it('the contact form on /Support posts, is stored, and answers with the spec’s message', async () => {
    const t = await noScript();
    await t.page.goto('/Support'); // the home page with its contact form, without script too
    const form = t.page.getByRole('form', { name: 'Contact Us' });
    const email = unique('asha');
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Do you teach on weekends?');
    await form.getByLabel('Country').selectOption('IN');
    await form.getByLabel('Phone number').fill('098765 43210');
    await Promise.all([t.page.waitForNavigation(), form.getByRole('button', { name: 'Send Message' }).click()]);
    const post = t.requests.find((request) => request.url().endsWith('/forms/contact'));
    expect(post?.method()).toBe('POST');
    expect(await waitForRow('contact_messages', 'email', email)).toMatchObject({
      name: 'Asha Rao',
      message: 'Do you teach on weekends?',
      phone: '+919876543210',
    });
    await t.page.getByRole('status').getByText('Message sent successfully!').waitFor();
    expect(await t.page.getByRole('link', { name: 'Back to the home page' }).count()).toBeGreaterThan(0);
    expect(urlsFree(t.requests, ['Asha Rao', email, 'weekends', '98765'])).toEqual([]);
    await t.close();
  });

  it('a refused contact form comes back with every word typed and the spec’s message', async () => {
    const t = await noScript(390);
    await t.page.goto('/#support');
    const form = t.page.getByRole('form', { name: 'Contact Us' });
    await form.getByLabel('Name').fill('Asha Rao');
    await form.getByLabel('Email').fill('asha-at-example');
    await form.getByLabel('Message').fill('A long question I do not want to type again.');
    await Promise.all([t.page.waitForNavigation(), form.getByRole('button', { name: 'Send Message' }).click()]);
    await t.page.getByRole('alert').getByText('Please enter a valid email').waitFor();
    const again = t.page.getByRole('form', { name: 'Contact Us' });
    expect(await again.getByLabel('Name').inputValue()).toBe('Asha Rao');
    expect(await again.getByLabel('Email').inputValue()).toBe('asha-at-example');
    expect(await again.getByLabel('Message').inputValue()).toBe('A long question I do not want to type again.');
    expect(urlsFree(t.requests, ['Asha Rao', 'asha-at-example', 'long question'])).toEqual([]);
    await t.close();
  });

  it('the trial form posts and is stored', async () => {
    const t = await noScript(390);
    await t.page.goto('/Trial');
    const form = t.page.getByRole('form', { name: 'Book a free trial' });
    const email = unique('ravi');
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Gender').selectOption('male');
    await form.getByLabel('Course').selectOption('tabla');
    await Promise.all([t.page.waitForNavigation(), form.getByRole('button', { name: 'Book Free Trial' }).click()]);
    expect(await waitForRow('trial_requests', 'email', email)).toMatchObject({ name: 'Ravi Kumar', category: 'tabla' });
    await t.page.getByRole('status').getByText('Trial form submitted successfully!').waitFor();
    expect(urlsFree(t.requests, ['Ravi Kumar', email])).toEqual([]);
    await t.close();
  });

  it('a sent form lands on a page of its own: a reload sends nothing and there is exactly one row', async () => {
    const t = await noScript(390);
    await t.page.goto('/Trial');
    const form = t.page.getByRole('form', { name: 'Book a free trial' });
    const email = unique('once');
    await form.getByLabel('Name').fill('Ann & Bo');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Course').selectOption('piano');
    await Promise.all([t.page.waitForNavigation(), form.getByRole('button', { name: 'Book Free Trial' }).click()]);
    await t.page.getByRole('status').getByText('Trial form submitted successfully!').waitFor();
    expect(new URL(t.page.url()).pathname).toBe('/forms/trial/sent');
    await waitForRow('trial_requests', 'email', email);
    const posts = () => t.requests.filter((request) => request.method() === 'POST').length;
    const before = posts();
    await t.page.reload();
    await t.page.getByRole('status').getByText('Trial form submitted successfully!').waitFor();
    await t.page.goBack();
    await t.page.goForward();
    await t.page.getByRole('status').getByText('Trial form submitted successfully!').waitFor();
    expect(posts()).toBe(before);
    expect(rows('trial_requests').filter((row) => row.email === email)).toHaveLength(1);
    expect(urlsFree(t.requests, ['Ann & Bo', email])).toEqual([]);
    await t.close();
  });

  it('the application form posts its PDF and is stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nojs-'));
    const pdf = join(dir, 'resume.pdf');
    writeFileSync(pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const t = await noScript();
    await t.page.goto('/Career');
    const form = t.page.getByRole('form', { name: 'Application form' });
    const email = unique('dev');
    await form.getByLabel('Name').fill('Dev Anand');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('I teach sitar.');
    await form.locator('input[type="file"]').setInputFiles(pdf);
    await Promise.all([t.page.waitForNavigation(), form.getByRole('button', { name: /submit/i }).click()]);
    expect(await waitForRow('teacher_applications', 'email', email)).toMatchObject({ name: 'Dev Anand' });
    await t.page.getByRole('status').getByText('Application submitted successfully!').waitFor();
    expect(urlsFree(t.requests, ['Dev Anand', email, 'sitar'])).toEqual([]);
    await t.close();
  });
});

describe('the page without JavaScript', () => {
  it('a course card’s Get a trial opens /Trial with that course chosen', async () => {
    const t = await noScript(390);
    await t.page.goto('/Courses');
    const guitar = t.page.locator('li.course').filter({ has: t.page.getByRole('heading', { name: 'Guitar' }) });
    await Promise.all([t.page.waitForNavigation(), guitar.getByRole('link', { name: /^Get a trial/ }).click()]);
    expect(new URL(t.page.url()).search).toBe('?course=guitar');
    const form = t.page.getByRole('form', { name: 'Book a free trial' });
    expect(await form.getByLabel('Course').inputValue()).toBe('guitar');
    await t.close();
  });

  it('the mobile menu opens and closes', async () => {
    const t = await noScript(390);
    await t.page.goto('/About');
    const menu = t.page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.isVisible()).toBe(false);
    await t.page.getByRole('link', { name: 'Open menu' }).click();
    await menu.waitFor({ state: 'visible' });
    expect(await menu.getByRole('link', { name: 'Courses' }).isVisible()).toBe(true);
    await t.page.getByRole('link', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'hidden' });
    await t.close();
  });

  it('See More opens a long post’s whole text, and Show Less closes it', async () => {
    const t = await noScript();
    await t.page.goto('/Blog');
    const entry = t.page
      .locator('.blog-entry')
      .filter({ has: t.page.getByText('See More') })
      .first();
    const whole = entry.locator('.blog-text__full');
    expect(await whole.isVisible()).toBe(false);
    const shortText = (await entry.locator('.blog-text__short').innerText()).trim();
    expect(shortText.endsWith('…')).toBe(true);
    await entry.getByText('See More').click();
    expect(await whole.isVisible()).toBe(true);
    expect((await whole.innerText()).length).toBeGreaterThan(shortText.length);
    await entry.getByText('Show Less').click();
    expect(await whole.isVisible()).toBe(false);
    await t.close();
  });
});
