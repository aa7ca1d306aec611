import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  '/Termsandcondition',
  '/Privecyandpolicy',
  '/Developers',
  '/missing-page',
];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page: page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

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
