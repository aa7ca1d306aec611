/**
 * A visitor on a slow phone sees the prerendered form before the page's script runs and starts typing: what they
 * typed (and the resume they chose) is still there once the script has taken over, survives the next change, and is
 * what gets sent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, nextAlert, openPage, openWithScriptsHeld } from './helpers/browser';
import { waitForRow } from './helpers/db';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const unique = (prefix: string) => `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
const hydrated = (page: Page) => page.evaluate(() => 'hydrated' in document.documentElement.dataset);

describe('typed before the script ran', () => {
  it('career: name, email, message and resume are kept through hydration and the next change, and sent', async () => {
    const t = await openPage(browser);
    const release = await openWithScriptsHeld(t.page, '/Career');
    const form = t.page.getByRole('form', { name: 'Application form' });
    const email = unique('early');
    await form.getByLabel('Name').fill('Early Bird');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Typed before the script ran.');
    await form.getByLabel('Choose PDF resume').setInputFiles({
      name: 'early.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% early resume\n%%EOF\n'),
    });
    expect(await hydrated(t.page)).toBe(false);
    release();
    await t.page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    // a change once the script runs renders the form again: the earlier text must survive it
    await form.getByLabel('Message').fill('Typed before the script ran, and after.');
    expect(await form.getByLabel('Name').inputValue()).toBe('Early Bird');
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByText('early.pdf').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await nextAlert(t, 1)).toBe('Application submitted successfully!');
    expect(await waitForRow('teacher_applications', 'email', email)).toMatchObject({
      name: 'Early Bird',
      resume_name: 'early.pdf',
    });
    await t.close();
  });

  it('contact: name and message typed early are kept and sent', async () => {
    const t = await openPage(browser);
    const release = await openWithScriptsHeld(t.page, '/#contact');
    const form = t.page.getByRole('form', { name: 'Contact Us' });
    const email = unique('early');
    await form.getByLabel('Name').fill('Early Bird');
    await form.getByLabel('Message').fill('Typed before the script ran.');
    expect(await hydrated(t.page)).toBe(false);
    release();
    await t.page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
    await form.getByLabel('Email').fill(email);
    expect(await form.getByLabel('Name').inputValue()).toBe('Early Bird');
    expect(await form.getByLabel('Message').inputValue()).toBe('Typed before the script ran.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(await nextAlert(t, 1)).toBe('Message sent successfully!');
    expect(await waitForRow('contact_messages', 'email', email)).toMatchObject({
      name: 'Early Bird',
      message: 'Typed before the script ran.',
    });
    await t.close();
  });
});
