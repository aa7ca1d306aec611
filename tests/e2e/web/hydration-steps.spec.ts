/**
 * The site hydrates in steps (web/src/app/hydrate-later.tsx): the header, the page's sections and the footer
 * each take over their prerendered nodes in a task of their own. A visitor must see nothing of it: no part drawn
 * again or twice, and every part working once the page says it is hydrated.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage, openWithScriptsHeld } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PARTS = 'header.site-header, main > *, footer.site-footer';

/** Opens `path` with the scripts held back, tags each prerendered part, then lets the scripts run to hydration. */
async function openAndHydrate(page: Page, path: string): Promise<number> {
  const release = await openWithScriptsHeld(page, path);
  await page.waitForSelector('footer.site-footer', { state: 'attached' }); // parsed: module scripts wait
  const parts = await page.evaluate((selector) => {
    const found = [...document.querySelectorAll(selector)];
    found.forEach((part, i) => ((part as HTMLElement & { prerendered?: number }).prerendered = i));
    return found.length;
  }, PARTS);
  release();
  await page.waitForFunction(() => 'hydrated' in document.documentElement.dataset);
  return parts;
}

/** Each part's tag, in page order: the same nodes as prerendered, none added. */
const tags = (page: Page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map(
        (part) => (part as HTMLElement & { prerendered?: number }).prerendered ?? null,
      ),
    PARTS,
  );

describe('hydration in steps', () => {
  it('home on a phone: every prerendered part is kept in place, none doubled, and each one works', async () => {
    const t = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const parts = await openAndHydrate(t.page, '/');
    expect(parts).toBeGreaterThanOrEqual(12); // header, banner, ten sections and more, footer
    expect(await tags(t.page)).toEqual(Array.from({ length: parts }, (_, i) => i));

    // the header (its first step): the menu opens and closes
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => t.page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    await t.page.getByRole('button', { name: 'Close menu' }).click();
    // a section further down: the teacher carousel moves
    const carousel = t.page.getByRole('group', { name: 'Teacher testimonials' });
    const first = await carousel.getByRole('figure').textContent();
    await carousel.getByRole('button', { name: 'Next teacher testimonial' }).click();
    await expect.poll(() => carousel.getByRole('figure').textContent()).not.toBe(first);
    // the footer (its last step): its links move within the app, without loading a page
    await t.page.evaluate(() => ((window as Window & { samePage?: boolean }).samePage = true));
    await t.page.getByRole('contentinfo').getByRole('link', { name: 'our developers' }).click();
    await t.page.waitForURL('**/Developers');
    expect(await t.page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it.each(['/Courses', '/Blog', '/Career', '/Trial', '/About'])(
    '%s on a laptop: the prerendered parts are the ones hydrated',
    async (path) => {
      const t = await openPage(browser, { viewport: { width: 1440, height: 900 } });
      const parts = await openAndHydrate(t.page, path);
      expect(parts).toBeGreaterThanOrEqual(4); // header, banner, the page's section(s), footer
      expect(await tags(t.page)).toEqual(Array.from({ length: parts }, (_, i) => i));
      expect(t.errors).toEqual([]);
      await t.close();
    },
  );
});
