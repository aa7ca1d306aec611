/**
 * Staff's daily loop on the dashboard, in Chromium against the built server: a mail's
 * link opens its record after signing in, a card's filter is a chip removed like any other, a spam
 * record fits a phone, j/k draw their focus and the status keys save once, on Enter, unsaved work asks
 * before it is left, the toast keeps off the toolbar, the triage form has what a call needs, and the
 * messages name what happened. Every change is checked on the server.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let api: Awaited<ReturnType<typeof adminSession>>;
const ids: Record<string, string> = {};
const LAPTOP = { viewport: { width: 1440, height: 900 } };
const PHONE = { viewport: { width: 390, height: 844 } };

/**
 * Whether the toast and the toolbar button lie apart on screen, measured once both show. "Save & next" saves, then
 * opens the next record: its toolbar is drawn again, so the button may be missing for a moment after the toast shows.
 */
async function keepApart(toast: Locator, button: Locator): Promise<boolean | null> {
  let apart: boolean | null = null;
  await eventually(async () => {
    const [note, box] = [await toast.boundingBox(), await button.boundingBox()];
    apart = note && box ? note.y + note.height <= box.y || note.y >= box.y + box.height : null;
    return apart;
  }).not.toBeNull();
  return apart;
}

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const people = ['Asha Rao', 'Bilal Khan', 'Chitra Iyer', 'Dev Menon', 'Lata Contacted', 'Spam Offer'];
  for (const [i, name] of people.entries()) {
    const { id } = await seedTrial(server.url, {
      name,
      email: `person${i}@example.org`,
      gender: 'female',
      category: 'piano',
      phone: '+91 98765 43210',
    });
    ids[name] = id;
  }
  api = await adminSession(server.url, ADMIN);
  const contacted = await api('mutation($id: ID!) { updateTrialRequest(id: $id, input: {status: contacted}) { id } }', {
    id: ids['Lata Contacted'],
  });
  expect(contacted.errors).toBeUndefined();
  const spam = await api('mutation($ids: [ID!]!) { markTrialRequestsSpam(ids: $ids, spam: true) }', {
    ids: [ids['Spam Offer']],
  });
  expect(spam.errors).toBeUndefined();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function statusOf(name: string): Promise<string> {
  const answer = await api('query($id: ID!) { trialRequest(id: $id) { status } }', { id: ids[name] });
  return String(answer.data?.trialRequest?.status);
}

/** How far the page scrolls sideways (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a mail link', () => {
  it('opens the record it names after signing in, not the dashboard home', async () => {
    const t = await openPage(browser, server.url, LAPTOP);
    try {
      const { page } = t;
      // the link notification and assignment mails carry (tests/integration/notifications/email.test.ts)
      await page.goto(`/admin/trial-requests/${ids['Asha Rao']}/show`);
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(new RegExp(`/admin/trial-requests/${ids['Asha Rao']}/show$`));
      await page.locator('.RaShow-main').getByText('Asha Rao', { exact: true }).waitFor();
      await page.getByRole('link', { name: 'Triage' }).waitFor();
    } finally {
      await t.close();
    }
  });
});

describe.each([
  { name: 'laptop', options: LAPTOP },
  { name: 'phone', options: PHONE },
])('on a $name', ({ options }) => {
  let t: AdminPage;
  beforeAll(async () => {
    t = await openPage(browser, server.url, options);
    await signIn(t.page, ADMIN.email, ADMIN.password);
    await t.page.getByRole('link', { name: /Contacted more than 3 days ago/ }).waitFor();
  });
  afterAll(() => t?.close());

  it('shows the "Contacted more than 3 days ago" card’s filter as a chip, and removing it widens the list', async () => {
    const { page } = t;
    await page.getByRole('link', { name: /Contacted more than 3 days ago/ }).click();
    const chip = page.locator('[data-source="statusChangedBefore"]');
    await chip.getByText(/^Status unchanged since /).waitFor();
    // Lata was contacted minutes ago: not in this list
    await page.getByText(/(No .*|Nothing) found using the current filters/).waitFor();
    expect(await page.getByText('Lata Contacted').count()).toBe(0);
    await chip.getByRole('button', { name: 'Remove this filter' }).click();
    await chip.waitFor({ state: 'detached' });
    await page.getByText('Lata Contacted').first().waitFor();
    expect(new URL(page.url()).searchParams.get('filter') ?? '').not.toContain('statusChangedBefore');
  });

  it('fits a spam-flagged record on the screen, its "Not spam" button in reach', async () => {
    const { page } = t;
    await page.goto(`/admin/trial-requests/${ids['Spam Offer']}/show`);
    const notSpam = page.getByRole('button', { name: 'Not spam' });
    await notSpam.waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    const box = (await notSpam.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
  });

  it('shows the phone as a link to call and the course on the triage form', async () => {
    const { page } = t;
    await page.goto(`/admin/trial-requests/${ids['Bilal Khan']}`);
    const call = page.getByRole('link', { name: 'Call +919876543210' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:+919876543210');
    await page.getByText('Piano', { exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('triage on a laptop', () => {
  let t: AdminPage;
  beforeAll(async () => {
    t = await openPage(browser, server.url, LAPTOP);
    await signIn(t.page, ADMIN.email, ADMIN.password);
    await t.page.getByRole('link', { name: /Contacted more than 3 days ago/ }).waitFor();
  });
  afterAll(() => t?.close());

  it('draws the j/k focus, and the status keys change the status once, on Enter', async () => {
    const { page } = t;
    await page.goto(`/admin/trial-requests?filter=${encodeURIComponent('{"status":["new"]}')}`);
    await page.getByRole('cell', { name: 'Chitra Iyer' }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const rows = page.locator('tbody tr');
    const names = await rows.evaluateAll((all) => all.map((row) => row.textContent ?? ''));
    const at = names.findIndex((text) => text.includes('Chitra Iyer'));
    for (let i = 0; i <= at; i++) await page.keyboard.press('j');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return `${document.activeElement!.textContent?.includes('Chitra Iyer')} ${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe('true solid 3px');

    await page.keyboard.press('s');
    const select = page.getByRole('combobox', { name: 'Status of Chitra Iyer' });
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowDown'); // contacted
    await page.keyboard.press('ArrowDown'); // scheduled
    expect(await select.inputValue()).toBe('scheduled');
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0); // nothing sent yet
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Undo' }).waitFor();
    await eventually(() => statusOf('Chitra Iyer')).toBe('scheduled');
    const changes = await api(
      '{ auditLog(filter: {action: "status_change", kind: "trial-request"}) { items { summary } } }',
    );
    const chitra = (changes.data!.auditLog.items as { summary: string }[])
      .map((item) => item.summary)
      .filter((summary) => summary.includes('Chitra Iyer'));
    expect(chitra).toEqual([expect.stringContaining('from New to Scheduled (Trial request from Chitra Iyer)')]);
  });

  it('asks before leaving an unsaved note, and keeps it when the user stays', async () => {
    const { page } = t;
    await page.goto(`/admin/trial-requests/${ids['Dev Menon']}`);
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.fill('Call back on Friday evening.');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('menuitem', { name: 'Teachers' }).click();
    expect(await asked).toBe('Your changes here are not saved yet. Leave this page and lose them?');
    expect(await notes.inputValue()).toBe('Call back on Friday evening.');
    expect(new URL(page.url()).pathname).toBe(`/admin/trial-requests/${ids['Dev Menon']}`);
  });

  it('names what was saved, in a toast that keeps off the toolbar', async () => {
    const { page } = t;
    await page.getByRole('button', { name: 'Save & next' }).click();
    const toast = page.getByText('Trial request saved', { exact: true });
    await toast.waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(await keepApart(toast, page.getByRole('button', { name: 'Next' }))).toBe(true);
  });
});

describe('on a phone, the toast and the toolbar', () => {
  it('keep apart after "Save & next"', async () => {
    const t = await openPage(browser, server.url, PHONE);
    try {
      const { page } = t;
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByRole('link', { name: /Contacted more than 3 days ago/ }).waitFor();
      await page.goto(`/admin/trial-requests/${ids['Asha Rao']}`);
      await page.getByRole('textbox', { name: 'Notes' }).fill('Prefers mornings.');
      await page.getByRole('button', { name: 'Save & next' }).click();
      const toast = page.getByText('Trial request saved', { exact: true });
      await toast.waitFor();
      expect(await keepApart(toast, page.getByRole('button', { name: 'Next' }))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
