/**
 * The dashboard walk: every screen an admin can open, at one size, in light and dark mode, has no axe violation
 * (WCAG 2 A/AA, the rows' selection boxes included) and never scrolls sideways. One spec file per size
 * (axe-walk-laptop.spec.ts at 1440 px, axe-walk-phone.spec.ts at 390 px), so that the two run side by side.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../helpers/server';
import { violations } from './axe';
import { launch, openPage, signIn, type AdminPage } from './browser';
import { seedBillingWalk } from './billing-seed';
import { ADMIN } from './seed';
import { screens, seedWalk, type Records } from './walk';

/** The screens' names (their paths need the records, made in beforeAll). */
const NAMES = screens({} as Records).map((screen) => screen.name);

export const LAPTOP = { name: 'laptop', viewport: { width: 1440, height: 900 } };
export const PHONE = { name: 'phone', viewport: { width: 390, height: 844 } };

/**
 * Switches the system colour setting and waits for the dashboard to follow it: its background changes, and the
 * colour transitions the switch started (MUI's buttons, 250 ms) have ended, so that axe reads the settled colours.
 */
export async function useScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction((was) => getComputedStyle(document.body).backgroundColor !== was, before);
  await settled(page);
}

/** Waits for the running colour transitions and animations that end (a button turning enabled: 250 ms) to end. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Client-side navigation, as the app's own links do. */
async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

export async function checkScreen(page: Page) {
  await settled(page);
  expect((await violations(page, { rows: true })).join('\n')).toBe('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * One signed-in page at the variant's size, moving from screen to screen inside the app (as a person clicking links
 * does: the dashboard is not loaded again for each), each screen checked in the colour setting the last one ended
 * in, then in the other. Called at the top of a spec file: it starts that file's server and browser.
 */
export function walkEveryScreen(variant: typeof LAPTOP): void {
  let server: TestServer;
  let browser: Browser;
  let records: Records;
  let b: AdminPage;
  let scheme: 'light' | 'dark' = 'light';

  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
    records = await seedWalk(server.url);
    records.family = (await seedBillingWalk(server, records)).family;
    browser = await launch();
    b = await openPage(browser, server.url, { viewport: variant.viewport, colorScheme: scheme });
    await signIn(b.page, ADMIN.email, ADMIN.password);
    await b.page.getByRole('heading', { name: 'Trial funnel, last 30 days' }).waitFor();
  });

  afterAll(async () => {
    await b?.close();
    await browser?.close();
    await server?.stop();
  });

  describe(`every dashboard screen on a ${variant.name}, light and dark`, () => {
    it.each(NAMES)('%s', async (name) => {
      const { page } = b;
      const screen = screens(records).find((one) => one.name === name)!;
      // through an unknown route, so that nothing of the last screen is left when this one's words are looked for
      await goInside(page, '/admin/walk-between');
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
      await goInside(page, screen.path);
      await page.getByText(screen.ready).first().waitFor();
      await page.locator('.MuiLinearProgress-root').first().waitFor({ state: 'detached' });
      await checkScreen(page);
      scheme = scheme === 'light' ? 'dark' : 'light';
      await useScheme(page, scheme);
      await checkScreen(page);
    });
  });
}
