import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/a11y';
import { launch, openPage } from './helpers/browser';

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
  '/Termsandcondition',
  '/Privecyandpolicy',
  '/Developers',
  '/missing-page',
];

describe('axe-core: no serious or critical violations', () => {
  it.each(ROUTES)('%s (desktop)', async (path) => {
    const t = await openPage(browser);
    await t.page.goto(path);
    await t.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.close();
  });

  it.each(['/', '/Career'])('%s (phone, 400 px, menu open)', async (path) => {
    const t = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await t.page.goto(path);
    await t.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.page.getByRole('button', { name: 'Open menu' }).click();
    await t.page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: 2000 });
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.close();
  });
});
