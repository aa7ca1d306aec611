import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './helpers/browser';
import { layoutShifts, recordLayoutShifts, scrollThrough } from './helpers/layout';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ROUTES = [
  '/',
  '/About',
  '/Courses',
  '/Blog',
  '/Career',
  '/Trial',
  '/Trial/booking',
  '/Support',
  '/Termsandcondition',
  '/Privecyandpolicy',
  '/Developers',
  '/missing-page',
];
const WIDTHS = [390, 768, 1440, 3500];

/** docs/requirements.md#layout: nothing on the page moves by itself, from the first byte to the end of a full scroll. */
// One retry: a real shift is the page's and happens on every load; now and then a starved renderer (the browser
// suites run beside each other) reports one no page makes (a box "moved" early in the load, 1 in a few hundred loads
// in CI). The failure message names what moved and from where to where.
describe.each(WIDTHS)('layout shift at %i px: at most 0.01 through load and a full scroll', (width) => {
  it.each(ROUTES)('%s', { retry: 1 }, async (path) => {
    const t = await openPage(browser, { viewport: { width, height: width > 1000 ? 900 : 844 } });
    await recordLayoutShifts(t.page);
    await t.page.goto(path);
    await t.page.waitForLoadState('networkidle');
    await scrollThrough(t.page);
    const shifts = await layoutShifts(t.page);
    expect(shifts.total, shifts.sources.join('\n')).toBeLessThanOrEqual(0.01);
    expect(t.errors).toEqual([]);
    await t.close();
  });
});
