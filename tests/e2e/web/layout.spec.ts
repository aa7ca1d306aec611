import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, launch, openPage } from './helpers/browser';
import { scrollSettled } from './helpers/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const viewport = (width: number) => ({ width, height: width > 1000 ? 900 : 844 });

/** Whether the element is wholly inside the viewport. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });

/** Ends once the page has stopped scrolling, with the contact form's submit button in view. */
async function expectSubmitInView(page: Page) {
  await page.waitForURL((url) => url.pathname === '/' && ['#support', '#contact'].includes(url.hash));
  await scrollSettled(page);
  // anything the scroll brought in (the student carousel's chunk) has arrived; the page is still where it stopped
  await page.waitForLoadState('networkidle');
  await scrollSettled(page);
  expect(await inView(page.getByRole('button', { name: 'Send Message' }))).toBe(true);
}

describe('/Support lands with the contact form’s submit button in view', () => {
  it.each([390, 768, 1440, 3500])('direct load at %i px', async (width) => {
    const t = await openPage(browser, { viewport: viewport(width) });
    await t.page.goto('/Support');
    await expectSubmitInView(t.page);
    await t.close();
  });

  it('from the mobile menu at 390 px', async () => {
    const t = await openPage(browser, { viewport: viewport(390) });
    await t.page.goto('/About');
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    await t.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Support' }).click();
    await expectSubmitInView(t.page);
    await t.close();
  });

  it('from the top navigation at 1440 px', async () => {
    const t = await openPage(browser, { viewport: viewport(1440) });
    await t.page.goto('/Blog');
    await t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
    await expectSubmitInView(t.page);
    await t.close();
  });

  it('from the footer at 390 px', async () => {
    const t = await openPage(browser, { viewport: viewport(390) });
    await t.page.goto('/Courses');
    await t.page.getByRole('contentinfo').getByRole('link', { name: 'Support', exact: true }).click();
    await expectSubmitInView(t.page);
    await t.close();
  });
});

/** The rows of a list's items (by their top edge), each as its left and right ends, with the list's own edges. */
function rowsOf(list: Locator) {
  return list.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const rows = new Map<number, { left: number; right: number; count: number }>();
    for (const item of element.children) {
      const box = item.getBoundingClientRect();
      const top = Math.round(box.top);
      const row = rows.get(top) ?? { left: Infinity, right: -Infinity, count: 0 };
      rows.set(top, {
        left: Math.min(row.left, box.left),
        right: Math.max(row.right, box.right),
        count: row.count + 1,
      });
    }
    return { left: own.left, right: own.right, rows: [...rows.values()] };
  });
}

describe('card grids fill every row: no lone card on a last row', () => {
  const grids: [string, string, string][] = [
    ['/Courses', 'Our Courses', 'course cards'],
    ['/', 'Why', 'why us'],
    ['/', 'Our Courses', 'course lists'],
    ['/', 'How It Works', 'steps'],
    ['/', 'Rising Stars', 'rising stars'],
  ];
  for (const width of [390, 768, 1440]) {
    it.each(grids)(`at ${width} px: %s, %s`, async (path, heading) => {
      const t = await openPage(browser, { viewport: viewport(width) });
      await t.page.goto(path);
      const section = t.page.getByRole('region', { name: new RegExp(`^${heading}`) });
      const list = section.getByRole('list').first();
      const { left, right, rows } = await rowsOf(list);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        // every row spans the grid from edge to edge
        expect(row.left).toBeCloseTo(left, 0);
        expect(row.right).toBeCloseTo(right, 0);
      }
      await t.close();
    });
  }
});

describe('the prerendered student carousel shows its items per view before any script (requirements#student-carousel)', () => {
  it.each([
    [390, 1],
    [768, 2],
    [1440, 3],
    [3500, 5],
  ])('at %i px, JavaScript off: %i whole cards in view', async (width, expected) => {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: viewport(width),
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    const carousel = page.getByRole('group', { name: 'Student testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const whole = await carousel.getByRole('figure', { includeHidden: true }).evaluateAll((cards) => {
      const list = cards[0].closest('ul')?.parentElement?.getBoundingClientRect();
      return cards.filter((card) => {
        const box = card.getBoundingClientRect();
        return list && box.width > 0 && box.left >= list.left - 1 && box.right <= list.right + 1;
      }).length;
    });
    expect(whole).toBe(expected);
    await context.close();
  });
});

describe('carousel controls never cover card text', () => {
  it.each([390, 768, 1440, 3500])('at %i px, both carousels', async (width) => {
    const t = await openPage(browser, { viewport: viewport(width) });
    await t.page.goto('/');
    for (const name of ['Teacher testimonials', 'Student testimonials']) {
      const carousel = t.page.getByRole('group', { name });
      await carousel.scrollIntoViewIfNeeded();
      await t.page.waitForLoadState('networkidle');
      const overlaps = await carousel.evaluate((group) => {
        const buttons = [...group.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
        const texts = [...group.querySelectorAll('blockquote p, figcaption strong, figcaption span')].flatMap((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return [...range.getClientRects()];
        });
        return buttons.filter(
          (b) =>
            b.width > 0 &&
            texts.some(
              (r) => r.width > 0 && b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom,
            ),
        ).length;
      });
      expect(overlaps, name).toBe(0);
      // one control style: both carousels name their arrows alike
      const noun = name.replace(' testimonials', '').toLowerCase();
      expect(await carousel.getByRole('button', { name: `Next ${noun} testimonial` }).isVisible()).toBe(true);
      expect(await carousel.getByRole('button', { name: `Previous ${noun} testimonial` }).isVisible()).toBe(true);
    }
    expect(t.errors).toEqual([]);
    await t.close();
  });
});

describe('the brand typeface', () => {
  it('headings end in Fraunces, self-hosted, at most 40 KB of woff2 in all, asked for after the first paint', async () => {
    const t = await openPage(browser, { viewport: viewport(390) });
    await t.page.goto('/');
    const heading = t.page.getByRole('heading', { level: 1 });
    await expect
      .poll(() =>
        heading.evaluate(
          () => document.fonts.check('600 16px Fraunces') && [...document.fonts].some((f) => f.status === 'loaded'),
        ),
      )
      .toBe(true);
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Fraunces"?,/);
    const fonts = await t.page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('.woff2'))
        .map((entry) => ({
          url: new URL(entry.name).origin === location.origin,
          bytes: (entry as PerformanceResourceTiming).encodedBodySize,
          start: entry.startTime,
        })),
    );
    const paint = await t.page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    );
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.url && font.start >= paint)).toBe(true);
    expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThanOrEqual(40 * 1024);
    await t.close();
  });
});
