import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, signOut, type AdminPage } from './helpers/browser';
import { ADMIN, pdf, seedApplication, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;
const resume = pdf('ravi-kumar-e2e');

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await seedTrial(server.url, { name: 'Meera Shah', email: 'meera@example.org', gender: 'female', category: 'piano' });
  await seedTrial(server.url, { name: 'Arjun Patel', email: 'arjun@example.org', gender: 'male', category: 'guitar' });
  await seedTrial(server.url, { name: 'Meera Nair', email: 'nair@example.org', gender: 'female', category: 'tabla' });
  await seedApplication(
    server.url,
    { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'I have taught tabla for ten years.' },
    resume,
    'Ravi Kumar CV.pdf',
  );
  browser = await launch();
  t = await openPage(browser, server.url);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('an admin triages, exports and downloads, then signs out', () => {
  it('signs in and sees what is new on the dashboard', async () => {
    const { page } = t;
    await signIn(page, ADMIN.email, ADMIN.password);
    await eventually(() => page.getByRole('link', { name: /New trial requests\s*3/ }).count()).toBe(1);
    await eventually(() => page.getByRole('link', { name: /New teacher applications\s*1/ }).count()).toBe(1);
  });

  it('filters trial requests by text and course', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await page.getByRole('cell', { name: 'Arjun Patel' }).waitFor();
    await page.getByRole('textbox', { name: 'Search name, email, text' }).fill('meera');
    await eventually(() => page.getByRole('cell', { name: 'Arjun Patel' }).count()).toBe(0);
    await eventually(() => page.getByRole('cell', { name: 'Meera Nair' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Course' }).click();
    await page.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: 'Piano' }).click();
    await eventually(() => page.getByRole('cell', { name: 'Meera Nair' }).count()).toBe(0);
    await eventually(() => page.getByRole('cell', { name: 'Meera Shah' }).count()).toBe(1);
  });

  it('moves one to "contacted"', async () => {
    const { page } = t;
    await page.getByRole('cell', { name: 'Meera Shah' }).click();
    await page.getByRole('link', { name: 'Triage' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    // "Handled by" is a staff account (the old free text stays, read-only)
    await page.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: /head/i }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Trial request saved', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Triage' }).waitFor(); // back on the show page
    await eventually(() => page.getByText('Contacted', { exact: true }).count()).toBe(1);
    const [row] = await server.db.query<{ status: string; assignee: string }>(
      'SELECT t.status, u.email AS assignee FROM trial_requests t JOIN admin_users u ON u.id = t.assignee_id WHERE t.email = ?',
      ['meera@example.org'],
    );
    expect(row).toEqual({ status: 'contacted', assignee: ADMIN.email });
  });

  it('exports the filtered list as CSV', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await eventually(() => page.getByRole('cell', { name: 'Meera Nair' }).count()).toBe(0); // the filters are still applied
    await page.getByRole('cell', { name: 'Meera Shah' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trim().split(/\r?\n/);
    expect(lines[0]).toContain('name');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Meera Shah');
    expect(lines[1]).toContain(',Contacted,'); // the label, as the list shows it
    expect(csv).not.toContain('Arjun Patel');
  });

  it('opens a teacher application and downloads its resume (the very bytes uploaded)', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Teacher applications' }).click();
    await page.getByRole('cell', { name: 'Ravi Kumar' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download resume' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Ravi Kumar CV.pdf');
    expect(readFileSync(await download.path()).equals(resume)).toBe(true);

    const inline = await page.getByRole('link', { name: 'Open resume' }).getAttribute('href');
    expect(await page.getByRole('link', { name: 'Open resume' }).getAttribute('rel')).toBe('noopener noreferrer');
    const opened = await page.request.get(inline!);
    expect(opened.headers()['content-type']).toBe('application/pdf');
    expect(opened.headers()['content-disposition']).toMatch(/^inline/);
    expect(Buffer.from(await opened.body()).equals(resume)).toBe(true);
  });

  it('signs out, and the session is gone on the server', async () => {
    const { page } = t;
    await signOut(page);
    expect((await page.request.get('/auth/me')).status()).toBe(401);
    await page.goto('/admin/trial-requests');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Meera Shah' }).count()).toBe(0);
    expect(t.errors).toEqual([]);
  });
});
