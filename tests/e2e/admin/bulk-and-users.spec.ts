import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;
const NAMES = ['Anita Desai', 'Bhavna Rao', 'Chetan Joshi'];

const statusOf = async (name: string) =>
  (await server.db.query<{ status: string }>('SELECT status FROM trial_requests WHERE name = ?', [name]))[0]?.status;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  for (const [i, name] of NAMES.entries()) {
    await seedTrial(server.url, { name, email: `p${i}@example.org`, gender: 'female', category: 'guitar' });
  }
  for (const page of ['/', '/Courses', '/Courses', '/About']) {
    const answer = await fetch(`${server.url}/api/v1/keep-visitor-track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page }),
    });
    expect(answer.status).toBe(201);
  }
  browser = await launch();
  t = await openPage(browser, server.url);
  await signIn(t.page, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

const row = (name: string) => t.page.getByRole('row').filter({ has: t.page.getByRole('cell', { name }) });

/** Ticks a row's checkbox, again if a list refresh re-rendered it meanwhile. */
async function select(name: string) {
  await eventually(async () => {
    const box = row(name).getByRole('checkbox');
    if (!(await box.isChecked())) await box.check({ timeout: 2_000 }).catch(() => undefined);
    return box.isChecked();
  }).toBe(true);
}

describe('bulk triage, deleting for good, and accounts', () => {
  it('changes the status of the selected trial requests at once', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await page.getByRole('cell', { name: 'Anita Desai' }).waitFor();
    await select('Anita Desai');
    await select('Bhavna Rao');
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitem', { name: 'Scheduled' }).click();
    await page.getByText('2 marked as "Scheduled"').waitFor();
    await eventually(() => row('Anita Desai').getByText('Scheduled').count()).toBe(1);
    expect(await statusOf('Anita Desai')).toBe('scheduled');
    expect(await statusOf('Bhavna Rao')).toBe('scheduled');
    expect(await statusOf('Chetan Joshi')).toBe('new');
  });

  it('deletes selected rows only after a confirmation', async () => {
    const { page } = t;
    await select('Chetan Joshi');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete the selected items for good?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await server.db.count('trial_requests')).toBe(3);

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted for good', { exact: true }).waitFor(); // (an open dialog hides the table from roles)
    await eventually(() => server.db.count('trial_requests')).toBe(2);
    await eventually(() => page.getByRole('cell', { name: 'Chetan Joshi' }).count()).toBe(0);
    expect(await page.getByRole('cell', { name: 'Anita Desai' }).count()).toBe(1);
  });

  it('deletes one record from its page after a confirmation', async () => {
    const { page } = t;
    await page.getByRole('cell', { name: 'Bhavna Rao' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Delete for good?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted for good', { exact: true }).waitFor();
    await eventually(() => server.db.count('trial_requests')).toBe(1);
  });

  it('adds a recruiter account, which can then sign in', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Add user' }).click();
    // The create form can be re-initialised in its first seconds (seen in CI since the typed documents: what
    // was typed is cleared and Save answers "The form is not valid"): like a user, fill it again and save,
    // at most three times; the account must then be listed.
    const created = page.getByRole('cell', { name: 'new.recruiter@school.example' });
    const invalid = page.getByText('The form is not valid');
    for (let attempt = 1; ; attempt++) {
      await page.getByRole('textbox', { name: 'Email' }).fill('new.recruiter@school.example');
      await page.getByLabel(/^Password/).fill('a-good-long-password');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const outcome = await Promise.race([
        created.waitFor().then(() => 'saved'),
        invalid.waitFor().then(() => 'invalid'),
      ]);
      if (outcome === 'saved') break;
      if (attempt === 3) throw new Error('the create form lost its input three times');
      await invalid.waitFor({ state: 'hidden' });
    }
    const login = await fetch(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'new.recruiter@school.example', password: 'a-good-long-password' }),
    });
    expect(await login.json()).toEqual({ email: 'new.recruiter@school.example', role: 'recruiter' });
  });

  it('charts visits per day and lists the top pages', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Page views' }).click();
    await page.getByText(/^4 visits from /).waitFor();
    await page.getByRole('img', { name: /^Visits per day: 4 in total/ }).waitFor();
    const top = page.getByRole('table', { name: 'Top pages' });
    expect(await top.getByRole('row').nth(1).textContent()).toBe('/Courses2');
    await eventually(() => page.getByRole('cell', { name: '/About' }).count()).toBe(2); // top pages, and the raw list below
  });

  it('shows what happened in the audit log', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await eventually(() => page.getByRole('cell', { name: 'Deleted', exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: ADMIN.email }).count()).toBeGreaterThan(0);
    expect(t.errors).toEqual([]);
  });
});
