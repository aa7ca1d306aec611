/**
 * The phone number on the dashboard (docs/requirements.md#dashboard-phone): the phone number a trial request or contact message came with, as
 * a tel: link and a WhatsApp link with accessible names, at 1440 and 390 px, axe clean; a dash without one.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { violations } from './helpers/axe';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN } from './helpers/seed';

let server: TestServer;
let browser: Browser;
const ids: Record<string, string> = {};

async function submit(path: string, body: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, fillMs: 8000 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const person = { name: 'Meera Nair', email: 'meera@example.org' };
  ids.trial = await submit('submittrial', { ...person, gender: 'female', category: 'piano', phone: '+91 98765 43210' });
  ids.contact = await submit('submitcontact', { ...person, message: 'Evenings suit us.', phone: '+44 20 7946 0958' });
  ids.noPhone = await submit('submittrial', {
    name: 'Ravi Kumar',
    email: 'ravi@example.org',
    gender: 'male',
    category: 'tabla',
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  ['1440 px', { width: 1440, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
])('the phone number on a record page at %s', (_label, viewport) => {
  let t: AdminPage;
  beforeAll(async () => {
    t = await openPage(browser, server.url, { viewport });
    await signIn(t.page, ADMIN.email, ADMIN.password);
    await t.page.getByRole('heading', { name: 'Trial funnel, last 30 days' }).waitFor();
  });
  afterAll(() => t?.close());

  it.each([
    ['trial request', 'trial-requests', 'trial', '+919876543210'],
    ['contact message', 'contact-messages', 'contact', '+442079460958'],
  ])('a %s: a tel: link and a WhatsApp link, axe clean', async (_kind, resource, id, e164) => {
    const { page } = t;
    await page.goto(`/admin/${resource}/${ids[id]}/show`);
    const call = page.getByRole('link', { name: `Call ${e164}` });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe(`tel:${e164}`);
    expect(await call.textContent()).toContain(e164);
    const whatsApp = page.getByRole('link', { name: `Message ${e164} on WhatsApp (opens in a new tab)` });
    expect(await whatsApp.getAttribute('href')).toBe(`https://wa.me/${e164.slice(1)}`);
    expect(await whatsApp.getAttribute('target')).toBe('_blank');
    expect(await whatsApp.getAttribute('rel')).toContain('noopener');
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(t.errors).toEqual([]);
  });

  it('a request without a number shows a dash and no link', async () => {
    const { page } = t;
    await page.goto(`/admin/trial-requests/${ids.noPhone}/show`);
    await page.getByText('Ravi Kumar').first().waitFor();
    await page.getByText('Phone', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /^Call / }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /WhatsApp/ }).count()).toBe(0);
  });
});
