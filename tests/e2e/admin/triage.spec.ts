/**
 * The triage workspace in Chromium, on a laptop (1440×900) and a phone (390×844): inline
 * status changes with undo, keyboard triage, "Save & next", labels and school times, and no page
 * wider than a phone. Every change is checked on the server through the admin API.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { violations } from './helpers/axe';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof adminSession>>;
const ids = new Map<string, string>();
const FIVE = ['Asha Rao', 'Bilal Khan', 'Chitra Iyer', 'Dev Menon', 'Esha Gupta'];
const FILLERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ', (c) => `Filler ${c}${c.toLowerCase()}`); // Filler Aa … Zz

async function statusOf(name: string): Promise<string> {
  const answer = await api('query($id: ID!) { trialRequest(id: $id) { status } }', { id: ids.get(name) });
  return String(answer.data?.trialRequest?.status);
}

/** The ids of the list as the server orders it (newest first) under a filter. */
async function listRows(filter: Record<string, unknown>): Promise<{ id: string; name: string }[]> {
  const answer = await api(
    'query($filter: TrialRequestFilter, $params: ListParams) { trialRequests(filter: $filter, params: $params) { items { id name } } }',
    { filter, params: { page: 1, perPage: 25, sortField: 'createdAt', sortOrder: 'DESC' } },
  );
  return answer.data?.trialRequests.items as { id: string; name: string }[];
}

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  for (const [i, name] of [...FILLERS, ...FIVE].entries()) {
    const { id } = await seedTrial(server.url, {
      name,
      email: `student${i}@example.org`,
      gender: 'female',
      category: i % 2 ? 'piano' : 'tabla',
    });
    ids.set(name, id);
  }
  api = await adminSession(server.url, ADMIN);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** No horizontal page scroll; otherwise the elements that stick out (the assertion's message). */
const wider = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((e) => e.parentElement!.getBoundingClientRect().right <= window.innerWidth + 1)
      .slice(0, 3)
      .map((e) => `${e.tagName} ${String(e.getAttribute('class')).slice(0, 60)} ${e.textContent?.slice(0, 40)}`);
  });

describe('on a laptop (1440×900)', () => {
  let t: AdminPage;
  beforeAll(async () => {
    t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
    await signIn(t.page, ADMIN.email, ADMIN.password);
  });
  afterAll(() => t?.close());

  it('lists 25 rows a page, with course labels, ages in school time and the zone said once', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await page.getByRole('cell', { name: 'Esha Gupta' }).waitFor();
    await eventually(() => page.locator('tbody tr').count()).toBe(25);
    expect(await page.getByRole('cell', { name: 'Tabla' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('cell', { name: 'tabla', exact: true }).count()).toBe(0);
    const age = page.getByRole('row').filter({ hasText: 'Esha Gupta' }).locator('time');
    expect(await age.textContent()).toMatch(/^(just now|\d+ min ago)$/);
    const exact = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' })
      .format(new Date())
      .replace(/,/g, '');
    expect(await age.getAttribute('title')).toContain(exact);
    expect(await page.getByText('Times in Asia/Kolkata').count()).toBe(1);
    expect(await page.locator('h1').textContent()).toBe('Trial requests');
  });

  it('triages five new requests from the list, each saved on the server, and undoes a slip', async () => {
    const { page } = t;
    const targets: [string, string][] = [
      ['Esha Gupta', 'contacted'],
      ['Dev Menon', 'scheduled'],
      ['Chitra Iyer', 'not_interested'],
      ['Bilal Khan', 'contacted'],
      ['Asha Rao', 'trial_done'],
    ];
    for (const [name, status] of targets) {
      await page.getByRole('combobox', { name: `Status of ${name}` }).selectOption(status);
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      await eventually(() => statusOf(name)).toBe(status);
    }
    await page.getByRole('combobox', { name: 'Status of Filler Zz' }).selectOption('enrolled');
    await page.getByRole('button', { name: 'Undo' }).click();
    await eventually(() => page.getByRole('combobox', { name: 'Status of Filler Zz' }).inputValue()).toBe('new');
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'hidden' });
    expect(await statusOf('Filler Zz')).toBe('new');
  });

  it('moves through the rows with j/k, focuses the status with s, lists the keys with ?, opens with Enter', async () => {
    const { page } = t;
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    const focused = () =>
      page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);
    expect(await focused()).toMatch(/^TR .*Dev Menon/);
    await page.keyboard.press('s');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Status of Dev Menon');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await dialog.getByText('Change the status of the focused row').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.keyboard.press('j');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/admin/trial-requests/${ids.get('Esha Gupta')}/show$`));
    await page.getByRole('link', { name: 'Triage' }).waitFor();
    await page.locator('.RaShow-main').getByText('Contacted', { exact: true }).waitFor(); // the label, never the code
  });

  it('"Save & next" saves and opens the next request of the filtered list', async () => {
    const { page } = t;
    const order = await listRows({ status: ['new'] });
    const filter = encodeURIComponent(JSON.stringify({ status: ['new'] }));
    await page.goto(`/admin/trial-requests?filter=${filter}&sort=createdAt&order=DESC&page=1&perPage=25`);
    await page.getByRole('cell', { name: 'Filler Zz' }).click();
    await page.getByRole('link', { name: 'Triage' }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Contacted' }).click();
    await page.getByRole('button', { name: 'Save & next' }).click();
    await page.waitForURL(new RegExp(`/admin/trial-requests/${order[1].id}$`));
    expect(await statusOf('Filler Zz')).toBe('contacted');
    // The URL changes before the new record's form replaces the old one (the router renders in a
    // transition); a "Next" pressed on the old form would lead to the record already open.
    await page.locator('form').getByText(order[1].name, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click(); // nothing changed: no save, just on
    await page.waitForURL(new RegExp(`/admin/trial-requests/${order[2].id}$`));
  });

  it('offers no Delete for users, serves a favicon, and follows the dark system setting with a toggle', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('cell', { name: ADMIN.email }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    const icon = await page.request.get('/admin/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe('/admin/favicon.ico');

    const dark = await openPage(browser, server.url, { colorScheme: 'dark' });
    try {
      await signIn(dark.page, ADMIN.email, ADMIN.password);
      const background = () => dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = (color: string) =>
        color
          .match(/\d+/g)!
          .slice(0, 3)
          .map(Number)
          .reduce((a, b) => a + b) > 384;
      await dark.page.getByRole('menuitem', { name: 'Trial requests' }).waitFor();
      expect(light(await background())).toBe(false);
      await dark.page.getByRole('menuitem', { name: 'Trial requests' }).click();
      await dark.page.getByRole('cell', { name: 'Esha Gupta' }).waitFor();
      expect((await violations(dark.page)).join('\n'), 'dark list').toBe(''); // contrast holds in dark mode too
      await dark.page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
      await eventually(async () => light(await background())).toBe(true);
    } finally {
      await dark.close();
    }
  });
});

describe('on a phone (390×844)', () => {
  let t: AdminPage;
  beforeAll(async () => {
    t = await openPage(browser, server.url, { viewport: { width: 390, height: 844 } });
    await signIn(t.page, ADMIN.email, ADMIN.password);
    await t.page.getByRole('heading', { name: /^Visits over the last 30 days/ }).waitFor(); // signed in
  });
  afterAll(() => t?.close());

  it('shows a card list with search, filters and bulk actions in reach, and triages from a card', async () => {
    const { page } = t;
    await page.goto('/admin/trial-requests');
    await page.getByRole('link', { name: 'Filler Yy' }).waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await wider(page)).toEqual([]);
    const search = await page.getByRole('textbox', { name: 'Search name, email, text' }).boundingBox();
    expect(search!.x + search!.width).toBeLessThanOrEqual(390);
    const filters = await page.getByRole('button', { name: 'Add filter' }).boundingBox();
    expect(filters!.x + filters!.width).toBeLessThanOrEqual(390);

    await page.getByRole('combobox', { name: 'Status of Filler Yy' }).selectOption('contacted');
    await eventually(() => statusOf('Filler Yy')).toBe('contacted');

    await page.getByRole('checkbox', { name: 'Select Filler Xx' }).check();
    await page.getByRole('checkbox', { name: 'Select Filler Ww' }).check();
    await page.getByRole('button', { name: 'Change status' }).click();
    await page.getByRole('menuitem', { name: 'Scheduled' }).click();
    await page.getByText('2 marked as "Scheduled"').waitFor();
    expect([await statusOf('Filler Xx'), await statusOf('Filler Ww')]).toEqual(['scheduled', 'scheduled']);
  });

  // one test a screen: under a loaded machine ten axe runs in one test outlast any one test's time limit
  const screens: [string, () => string, (page: Page) => Promise<void>][] = [
    [
      'the dashboard',
      () => '/admin/',
      (page) => page.getByRole('heading', { name: /^Visits over the last 30 days/ }).waitFor(),
    ],
    [
      'trial requests',
      () => '/admin/trial-requests',
      (page) => page.getByRole('link', { name: 'Filler Hh' }).waitFor(),
    ],
    ['contact messages', () => '/admin/contact-messages', (page) => page.getByText('Times in Asia/Kolkata').waitFor()],
    [
      'teacher applications',
      () => '/admin/teacher-applications',
      (page) => page.getByText('Times in Asia/Kolkata').waitFor(),
    ],
    ['page views', () => '/admin/page-views', (page) => page.getByText('Times in Asia/Kolkata').waitFor()],
    ['users', () => '/admin/users', (page) => page.getByRole('link', { name: ADMIN.email }).waitFor()],
    [
      'the audit log',
      () => '/admin/audit-log',
      (page) =>
        page
          .getByText(/sign(ed)? in/i)
          .first()
          .waitFor(),
    ],
    ['notifications', () => '/admin/notifications', (page) => page.getByText('Times in Asia/Kolkata').waitFor()],
    [
      "a request's page",
      () => `/admin/trial-requests/${ids.get('Asha Rao')}/show`,
      (page) => page.getByText('asha', { exact: false }).first().waitFor(),
    ],
    [
      "a request's edit form",
      () => `/admin/trial-requests/${ids.get('Asha Rao')}`,
      (page) => page.getByRole('combobox', { name: 'Status' }).waitFor(),
    ],
  ];
  it.for(screens)('fits %s in 390 px, with a heading and no axe violations', async ([, path, loaded]) => {
    const { page } = t;
    await page.goto(path());
    await loaded(page);
    await page.waitForLoadState('networkidle');
    expect(await wider(page), path()).toEqual([]);
    expect((await page.locator('h1').textContent())?.trim(), path()).not.toBe('');
    expect((await violations(page)).join('\n'), path()).toBe('');
  });

  it("draws the dashboard's chart labels at 12 px or more on a phone", async () => {
    const { page } = t;
    await page.goto('/admin/');
    await page.getByRole('heading', { name: /^Visits over the last 30 days/ }).waitFor();
    const smallest = await page.evaluate(() =>
      Math.min(
        ...Array.from(document.querySelectorAll('svg text')).map((text) => {
          const svg = (text as SVGTextElement).ownerSVGElement!;
          return parseFloat(getComputedStyle(text).fontSize) * (svg.getScreenCTM()?.a ?? 1);
        }),
      ),
    );
    expect(smallest).toBeGreaterThanOrEqual(12);
  });
});
