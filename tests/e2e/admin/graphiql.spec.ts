/**
 * GraphiQL as a developer meets it: in development for anyone, in production for a signed-in
 * admin. It opens with no error, its Docs pane lists Query, Mutation and every type of schema.graphql,
 * and each example tab runs. Where introspection is refused, the page says so in words.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchema } from 'graphql';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const SCHEMA_TYPES = Object.keys(
  buildSchema(readFileSync(resolve(__dirname, '../../../schema.graphql'), 'utf8')).getTypeMap(),
).filter((name) => !name.startsWith('__'));

/** The text of a GraphiQL (CodeMirror 5) editor: `selector` is its container. */
const editorText = (page: Page, selector: string) =>
  page.evaluate(
    (s) =>
      (
        document.querySelector(`${s} .CodeMirror`) as unknown as { CodeMirror: { getValue(): string } } | null
      )?.CodeMirror.getValue() ?? '',
    selector,
  );

async function checkDocs(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Show Documentation Explorer/i }).click();
  const docs = page.locator('.graphiql-doc-explorer');
  await docs.getByText('All Schema Types').waitFor();
  const listed = new Set(
    (await docs.locator('.graphiql-doc-explorer-type-name').allTextContents()).map((t) => t.trim()),
  );
  expect(listed.has('Query') && listed.has('Mutation')).toBe(true);
  expect(SCHEMA_TYPES.filter((name) => !listed.has(name))).toEqual([]);
}

/**
 * Runs one operation of the current tab (picked from GraphiQL's menu when the tab holds several). Right after a tab
 * switch on a loaded machine GraphiQL may still hold the last tab's parsed document (it parses the editor's text after
 * a debounce): it then answers "Unknown operation named" the last tab's operation, opens the last tab's menu, or lets
 * the click pass without a request. Then it is run again, as a person would, at most three times.
 */
async function run(page: Page, tab: string, operation: string, several: boolean): Promise<void> {
  let answer = '';
  let answered = false;
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await editorText(page, '.graphiql-response');
    await page.getByRole('button', { name: /Execute query/i }).click();
    if (several) await page.getByRole('menuitem', { name: operation }).click();
    else if (
      await page
        .getByRole('menu')
        .waitFor({ timeout: 700 })
        .then(
          () => true,
          () => false,
        )
    ) {
      await page.keyboard.press('Escape'); // the last tab's menu of operations opened instead of a run
      await page.waitForTimeout(300);
      continue;
    }
    answered = await expect
      // empty is no answer: the last tab's answer may still show when `before` is read, and be cleared after
      .poll(async () => (answer = await editorText(page, '.graphiql-response')) !== before && answer !== '', {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    if (!answered) continue;
    const stale = /Unknown operation named \\"(\w+)\\"/.exec(answer)?.[1];
    if (!stale || stale === operation) break;
    await page.waitForTimeout(300);
  }
  expect(answered, `${tab}: ${operation} answered nothing new`).toBe(true);
  const result = JSON.parse(answer) as { data?: unknown; errors?: unknown };
  expect({ tab, operation, errors: result.errors, data: Boolean(result.data) }).toEqual({
    tab,
    operation,
    errors: undefined,
    data: true,
  });
}

/** Runs every operation of every tab; the update tab gets the id of a stored trial request in its variables first. */
async function runEveryTab(page: Page, trialId: string): Promise<void> {
  const tabs = page.locator('.graphiql-tab-button');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(5);
  let last = '';
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await page
      .locator('.graphiql-tab-active .graphiql-tab-button')
      .nth(0)
      .filter({ hasText: (await tabs.nth(i).textContent()) ?? '' })
      .waitFor();
    const tab = (await tabs.nth(i).textContent())?.trim() ?? String(i);
    // the editors show this tab's documents once the text is another tab's no longer
    await eventually(async () => {
      const text = await editorText(page, '.graphiql-query-editor');
      return text.startsWith('#') && text !== last;
    }).toBe(true);
    last = await editorText(page, '.graphiql-query-editor');
    if (tab === 'UpdateTrialRequest')
      await page.evaluate((id) => {
        const editor = document.querySelector('.graphiql-editor-tool .CodeMirror') as unknown as {
          CodeMirror: { getValue(): string; setValue(v: string): void };
        };
        editor.CodeMirror.setValue(editor.CodeMirror.getValue().replace('paste-an-id-from-the-list', id));
      }, trialId);
    const query = await editorText(page, '.graphiql-query-editor');
    const operations = [...query.matchAll(/^(?:query|mutation) (\w+)/gm)].map((m) => m[1]);
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) await run(page, tab, operation, operations.length > 1);
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['development', {}],
  [
    'production',
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://school.example',
      SESSION_SECRET: 'graphiql-e2e-production-secret-0123456789',
      SCHOOL_REPLY_TO: 'office@raagarambh.in', // production refuses a reply address nobody reads
    },
  ],
] as const)('GraphiQL in %s', (mode, env) => {
  let server: TestServer;
  let t: AdminPage;
  let trialId: string;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...env } });
    await seedTrial(server.url, {
      name: 'Meera Shah',
      email: 'meera@example.org',
      gender: 'female',
      category: 'piano',
    });
    const asAdmin = await adminSession(server.url, ADMIN);
    const listed = await asAdmin('{ trialRequests { items { id } } }');
    trialId = (listed.data as { trialRequests: { items: { id: string }[] } }).trialRequests.items[0].id;
    t = await openPage(browser, server.url);
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  if (mode === 'production')
    it('tells an anonymous visitor in words that introspection is off and where to sign in', async () => {
      const response = await t.page.goto('/graphql');
      expect(response?.status()).toBe(401);
      await t.page.getByText('Introspection is off on this server').waitFor();
      expect(await t.page.getByRole('link', { name: 'sign in at /admin' }).getAttribute('href')).toBe('/admin/');
    });

  it('opens with no error, Docs lists every type, each example tab runs (signed in)', async () => {
    const { page } = t;
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('menuitem', { name: 'Trial requests' }).waitFor();
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor();
    await checkDocs(page);
    expect(await page.locator('#notice').isHidden()).toBe(true);
    expect(await editorText(page, '.graphiql-response')).not.toMatch(/error/i);
    await runEveryTab(page, trialId);
    expect(t.errors).toEqual([]);
  });

  if (mode === 'production')
    it('says in words, not an error blob, when the session ends before the schema is asked for', async () => {
      const { page } = t;
      // the page itself is served (the session is valid); the session ends before the schema request leaves
      const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      await page.route('**/graphql', async (route) => {
        if (route.request().method() === 'POST')
          expect(
            (
              await fetch(`${server.url}/auth/logout`, {
                method: 'POST',
                headers: { cookie, 'content-type': 'application/json' },
                body: '{}',
              })
            ).status,
          ).toBe(204);
        await route.continue();
      });
      await page.reload();
      await page.locator('.graphiql-container').waitFor();
      await page.getByText('Introspection is off on this server: sign in at').waitFor();
      expect(await editorText(page, '.graphiql-response')).toBe('');
      await page.unroute('**/graphql');
    });
});
