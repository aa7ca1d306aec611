import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { violations } from './helpers/axe';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, pdf, seedApplication, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await seedTrial(server.url, { name: 'Meera Shah', email: 'meera@example.org', gender: 'female', category: 'piano' });
  await seedApplication(
    server.url,
    { name: 'Ravi Kumar', email: 'ravi@example.org', message: 'Tabla for ten years.' },
    pdf('a11y'),
    'cv.pdf',
  );
  browser = await launch();
  t = await openPage(browser, server.url);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('accessibility (axe, WCAG 2 AA)', () => {
  it('the sign-in page', async () => {
    await t.page.goto('/admin/');
    await t.page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect((await violations(t.page)).join('\n')).toBe('');
  });

  it('the dashboard and every list', async () => {
    const { page } = t;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: /New trial requests/ }).waitFor();
    expect((await violations(page)).join('\n')).toBe('');
    const pages = [
      ['Trial requests', 'Meera Shah'],
      ['Contact messages', 'Contact messages'],
      ['Teacher applications', 'Ravi Kumar'],
      ['Page views', 'Visits per day'],
      ['Users', ADMIN.email],
      ['Audit log', 'sign in'],
    ];
    for (const [menu, content] of pages) {
      await page.getByRole('menuitem', { name: menu }).click();
      await page.getByRole('heading', { name: menu === 'Users' ? 'Dashboard users' : menu, exact: true }).waitFor();
      await page.getByText(content, { exact: true }).first().waitFor();
      expect((await violations(page)).join('\n'), menu).toBe('');
    }
  });

  it('a record page and its triage form', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Teacher applications' }).click();
    await page.getByRole('cell', { name: 'Ravi Kumar' }).click();
    await page.getByRole('link', { name: 'Download resume' }).waitFor();
    expect((await violations(page)).join('\n')).toBe('');
    await page.getByRole('link', { name: 'Triage' }).click();
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    expect((await violations(page)).join('\n')).toBe('');
  });
});
