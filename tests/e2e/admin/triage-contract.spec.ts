/**
 * The triage workspace on its API contract (spam, assignment, the dashboard's cards), in Chromium at
 * 1440×900 (docs/requirements.md#dashboard-triage).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const OTHER = { email: 'ravi@school.example', password: 'ravi-e2e-password-1' };
let server: TestServer;
let browser: Browser;
let t: AdminPage;
let api: Awaited<ReturnType<typeof adminSession>>;
let spamId = '';

interface Card {
  key: string;
  label: string;
  resource: string;
  count: number;
  filter: string;
}

/** Opens the dashboard and answers the cards its own triageOverview request got (those it shows). */
async function openDashboard(page: Page): Promise<Card[]> {
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/graphql' && (r.request().postData() ?? '').includes('triageOverview'),
  );
  await page.goto('/admin/');
  const body = (await (await answer).json()) as { data: { triageOverview: { cards: Card[] } } };
  return body.data.triageOverview.cards;
}

/** A trial request sent in 0.4 s: the server flags it as suspected spam (docs/requirements.md#spam). */
async function seedSpam(name: string, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/submittrial`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, gender: 'male', category: 'guitar', fillMs: 400 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

// a count is a number on SQLite and a bigint's text on PostgreSQL
const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.db.query<{ n: number | string }>(sql, params))[0].n);
const flaggedTrials = () => count('SELECT COUNT(*) AS n FROM trial_requests WHERE spam');
const webhooksFor = (id: string) =>
  count("SELECT COUNT(*) AS n FROM notifications WHERE submission_id = ? AND channel = 'webhook'", [id]);

beforeAll(async () => {
  server = await startServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEBHOOK_URL_TRIAL: 'http://127.0.0.1:9/never-answers',
      WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789',
    },
  });
  for (const [i, name] of ['Kavya Nair', 'Lalit Singh', 'Mohan Das'].entries())
    await seedTrial(server.url, { name, email: `k${i}@example.org`, gender: 'female', category: 'piano' });
  spamId = await seedSpam('Quick Sender', 'fast@example.org');
  // stays flagged throughout (the first test un-flags Quick Sender): the cards are checked with spam present
  await seedSpam('Still Spam', 'faster@example.org');
  api = await adminSession(server.url, ADMIN);
  const created = await api('mutation($input: CreateAdminUserInput!) { createAdminUser(input: $input) { id } }', {
    input: { ...OTHER, role: 'admin' },
  });
  expect(created.errors).toBeUndefined();
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('spam, assignment and the dashboard for action', () => {
  it('hides spam, shows it under the Spam filter, and "Not spam" sends its notification once', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await page.getByRole('cell', { name: 'Kavya Nair' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Quick Sender' }).count()).toBe(0);
    expect(await webhooksFor(spamId)).toBe(0);

    const filter = encodeURIComponent(JSON.stringify({ spam: 'true' }));
    await page.goto(`/admin/trial-requests?filter=${filter}`);
    await page.getByRole('cell', { name: 'Quick Sender' }).click();
    await page.getByText('Spam', { exact: true }).first().waitFor(); // the chip
    await page.getByRole('button', { name: 'Not spam' }).click();
    await page.getByText('1 marked as not spam').waitFor();
    await eventually(() => webhooksFor(spamId)).toBe(1);

    await page.getByRole('button', { name: 'Spam', exact: true }).click();
    await page.getByText('1 marked as spam').waitFor();
    await page.getByRole('button', { name: 'Not spam' }).click();
    await page.getByText('1 marked as not spam').waitFor();
    expect(await webhooksFor(spamId)).toBe(1); // never again
  });

  it('assigns a request to another staff account, who finds it under "Mine"', async () => {
    const { page } = t;
    await page.goto(`/admin/trial-requests?filter=${encodeURIComponent('{}')}`); // not the spam review left in the store
    await page.getByRole('cell', { name: 'Lalit Singh' }).click();
    await page.getByRole('link', { name: 'Triage' }).click();
    await page.getByRole('combobox', { name: 'Assigned to' }).click();
    await page.getByRole('option', { name: /ravi/i }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Trial request saved', { exact: true }).waitFor();
    await page
      .getByText(/assigned it to/i)
      .first()
      .waitFor(); // the history panel

    const ravi = await openPage(browser, server.url);
    try {
      await signIn(ravi.page, OTHER.email, OTHER.password);
      await ravi.page.getByRole('menuitem', { name: 'Trial requests' }).waitFor(); // signed in
      const mine = encodeURIComponent(JSON.stringify({ mine: true }));
      await ravi.page.goto(`/admin/trial-requests?filter=${mine}`);
      await ravi.page.getByRole('cell', { name: 'Lalit Singh' }).waitFor();
      expect(await ravi.page.getByRole('cell', { name: 'Kavya Nair' }).count()).toBe(0);
    } finally {
      await ravi.close();
    }
  });

  it('links every dashboard card to a list whose total is the card number (spam present)', async () => {
    const { page } = t;
    expect(await flaggedTrials()).toBe(1); // Still Spam, new and recent: a card that counted spam would be off by one
    const overview = await api('{ triageOverview { cards { key label resource count filter } } }');
    const cards = overview.data?.triageOverview.cards as Card[];
    expect(cards.length).toBeGreaterThan(0);
    for (const { key } of cards.filter((c) => c.resource === 'trial-requests')) {
      // the cards as this page load got them: a card's instants ("24 h ago") are computed at each request,
      // so ours above may sit on the other side of a minute (or of midnight) from the page's
      const shown = await openDashboard(page);
      expect(shown.map((c) => c.key)).toEqual(cards.map((c) => c.key));
      const card = shown.find((c) => c.key === key)!;
      const link = page.getByRole('link', { name: new RegExp(`${card.label}\\s*${card.count}$`) }).first();
      // the card's own filter, exactly
      const href = new URL(String(await link.getAttribute('href')), server.url);
      expect(href.pathname).toBe('/admin/trial-requests');
      // the card's own filter; its instants ("24 h ago") may come from a later fetch of the same page by milliseconds
      const atMinute = (filter: Record<string, unknown>) =>
        Object.fromEntries(
          Object.entries(filter).map(([k, v]) => [
            k,
            typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? Math.round(Date.parse(v) / 60_000) : v,
          ]),
        );
      const linked = JSON.parse(String(href.searchParams.get('filter'))) as Record<string, unknown>;
      expect(atMinute(linked)).toEqual(atMinute(JSON.parse(card.filter) as Record<string, unknown>));
      await link.click();
      if (card.count === 0)
        await page
          .getByText(/^No .*(yet|found|filters)|^Nothing here/i)
          .first()
          .waitFor();
      else await page.getByText(new RegExp(`of ${card.count}$`)).waitFor(); // the pagination's total
    }
  });
});
