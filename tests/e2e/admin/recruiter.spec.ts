import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, RECRUITER, adminSession, pdf, seedApplication, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await seedTrial(server.url, { name: 'Meera Shah', email: 'meera@example.org', gender: 'female', category: 'piano' });
  await seedApplication(
    server.url,
    { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'I have taught tabla for ten years.' },
    pdf('ravi'),
    'cv.pdf',
  );
  const asAdmin = await adminSession(server.url, ADMIN);
  const created = await asAdmin(
    'mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id role } }',
    { input: { ...RECRUITER, role: 'recruiter' } },
  );
  expect(created.errors).toBeUndefined();
  browser = await launch();
  t = await openPage(browser, server.url);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('a recruiter', () => {
  it('sees teacher applications and no trial requests', async () => {
    const { page } = t;
    await signIn(page, RECRUITER.email, RECRUITER.password);
    await page.getByRole('menuitem', { name: 'Teacher applications' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Trial requests' }).count()).toBe(0);
    expect(await page.getByRole('menuitem', { name: 'Users' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Teacher applications' }).click();
    await page.getByRole('cell', { name: 'Ravi Kumar' }).click();
    await page.getByRole('link', { name: 'Download resume' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await page.goto('/admin/trial-requests');
    await page.getByRole('menuitem', { name: 'Teacher applications' }).waitFor();
    await page.getByRole('heading', { name: 'You do not have access' }).waitFor(); // not "Not Found"
    expect(await page.getByRole('cell', { name: 'Meera Shah' }).count()).toBe(0);
  });

  it('is refused trial requests by the server too, with no data in the refusal', async () => {
    const { page } = t;
    const answer = await page.request.post('/graphql', {
      data: { query: '{ trialRequests { items { name } total } }' },
    });
    const body = await answer.json();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(JSON.stringify(body)).not.toContain('Meera');
    const csv = await page.request.get('/admin/export/trial-requests.csv');
    expect(csv.status()).toBe(403);
    expect(await csv.text()).not.toContain('Meera');
    expect(t.errors).toEqual([]);
  });
});

describe('a recruiter at work', () => {
  it('shortlists an applicant and exports the applications', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Teacher applications' }).click();
    await page.getByRole('cell', { name: 'Ravi Kumar' }).click();
    await page.getByRole('link', { name: 'Triage' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Shortlisted' }).click();
    await page.getByRole('textbox', { name: 'Notes' }).fill('Strong tabla background; call on Monday.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Teacher application saved', { exact: true }).waitFor();
    const [row] = await server.db.query<{ status: string; notes: string }>(
      'SELECT status, notes FROM teacher_applications WHERE email = ?',
      ['ravi@example.org'],
    );
    expect(row).toEqual({ status: 'shortlisted', notes: 'Strong tabla background; call on Monday.' });

    await page.getByRole('menuitem', { name: 'Teacher applications' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv).toContain('Ravi Kumar');
    expect(csv).toContain(',Shortlisted,'); // the label, as the list shows it
  });
});

describe('an ended session', () => {
  it('sends the user back to the sign-in page', async () => {
    const { page } = t;
    const cookies = await page.context().cookies();
    const sid = cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    await fetch(`${server.url}/auth/logout`, {
      method: 'POST',
      headers: { cookie: `sid=${sid!.value}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await page.getByRole('cell', { name: 'Ravi Kumar' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Ravi Kumar').count()).toBe(0);
  });
});
