/**
 * The career form's resume upload as an applicant on a slow line meets it: the overlay shows the bytes leaving and
 * offers Cancel; a cancelled upload keeps the answers and leaves no application and no file on the server.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './helpers/a11y';
import { launch, nextAlert, openPage } from './helpers/browser';
import { rows, waitForRow } from './helpers/db';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

/** Every file under `folder`, as paths relative to it. */
const storedFiles = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));

describe('career application upload (/Career)', () => {
  it('shows the resume upload moving; Cancel keeps the answers and stores nothing; sending again stores one', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Career');
    const form = t.page.getByRole('form', { name: 'Application form' });
    const email = `cancel.${Date.now()}@example.com`;
    const name = `cancel-${Date.now()}.pdf`;
    // 6 MB, sent at 0.5 MB/s: the upload lasts long enough to be watched, checked with axe and cancelled
    const big = {
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]),
    };
    await form.getByLabel('Name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Message').fill('Sitar teacher, ten years.');
    await form.getByLabel('Choose PDF resume').setInputFiles(big);
    await form.getByText(name).waitFor();
    const cdp = await t.page.context().newCDPSession(t.page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 512 * 1024,
    });

    await form.getByRole('button', { name: 'Submit Application' }).click();
    const bar = t.page.getByRole('progressbar', { name: 'Resume sent' });
    const sent = () => bar.evaluate((element) => (element as HTMLProgressElement).value);
    await expect.poll(sent, { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await sent();
    await expect.poll(sent, { timeout: 15_000 }).toBeGreaterThan(first);
    expect(await sent()).toBeLessThan(100);
    await t.page
      .getByRole('status')
      .filter({ hasText: /Uploading your resume: \d+% of 6\.0\sMB/ })
      .waitFor();
    const cancel = t.page.getByRole('button', { name: 'Cancel' });
    expect(await cancel.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(await sent()).toBeLessThan(100);
    await cancel.click();

    await form.getByText('Upload cancelled: nothing was sent. Your answers are still here.').waitFor();
    expect(await bar.count()).toBe(0);
    expect(t.alerts).toEqual([]);
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    expect(await form.getByText(name).isVisible()).toBe(true);

    // sent again at full speed: one application, one resume (the cancelled upload left neither)
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await form.getByRole('button', { name: 'Submit Application' }).click();
    expect(await nextAlert(t, 1)).toBe('Application submitted successfully!');
    expect(await waitForRow('teacher_applications', 'email', email)).toMatchObject({ resume_name: name });
    expect(rows('teacher_applications').filter((row) => row.email === email)).toHaveLength(1);
    expect(storedFiles(join(inject('dataDir'), 'objects')).filter((file) => file.includes(name))).toHaveLength(1);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
