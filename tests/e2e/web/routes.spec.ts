import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHOOL_NAME } from '../../../web/src/content/school';
import { baseURL, launch, openPage } from './helpers/browser';
import { rows } from './helpers/db';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const ROUTES: [string, string][] = [
  ['/', 'Where Every Note Finds a Home'],
  ['/Home', 'Where Every Note Finds a Home'],
  ['/About', 'Discover the Heartbeat of Music'],
  ['/Courses', `Discover Your Rhythm with ${SCHOOL_NAME}`],
  ['/Blog', 'Harmonize Your Journey, Master Your Craft'],
  ['/Career', `Spread Your Rhythm with ${SCHOOL_NAME}.`],
  ['/Trial', 'Book Your Free Trial Class'],
  ['/Termsandcondition', 'Terms and Conditions'],
  ['/Privecyandpolicy', 'Privacy Policy'],
  ['/Developers', 'Meet the Developers'],
  ['/trial', 'Book Your Free Trial Class'],
  ['/ABOUT', 'Discover the Heartbeat of Music'],
];

describe('every route renders its banner (requirements#banner)', () => {
  it.each(ROUTES)('%s', async (path, title) => {
    const t = await openPage(browser);
    const response = await t.page.goto(path);
    expect(response?.status()).toBe(200);
    await expect.poll(() => t.page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('prerenders each page: the title and banner are in the first response, before any script', async () => {
    for (const [path, title] of ROUTES) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toContain(`<h1 id="banner-title">${title.replace(/'/g, '&#x27;')}</h1>`);
      // no inline code: the module by src, and data blocks (JSON-LD, the page's content as JSON) that never run
      expect(html).not.toMatch(/<script(?![^>]*(src=|type="application\/(ld\+)?json"))/);
    }
  });

  it('answers an unknown path with the 404 page', async () => {
    const t = await openPage(browser);
    const response = await t.page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    await t.close();
  });

  it('serves sitemap.xml and robots.txt', async () => {
    expect(await (await fetch(`${baseURL()}/sitemap.xml`)).text()).toContain('/Courses</loc>');
    expect(await (await fetch(`${baseURL()}/robots.txt`)).text()).toContain('Sitemap:');
  });
});

describe('/Support', () => {
  it('replaces its history entry with /#support and scrolls to the contact submit button', async () => {
    const t = await openPage(browser);
    await t.page.goto('/About');
    await t.page.goto('/Support');
    await t.page.waitForURL((url) => url.pathname === '/' && url.hash === '#support');
    const submit = t.page.getByRole('button', { name: 'Send Message' });
    await expect
      .poll(() =>
        submit.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await t.page.goBack();
    await t.page.waitForURL((url) => url.pathname === '/About');
    await t.close();
  });
});

describe('visitor tracking (requirements#visitor-tracking)', () => {
  it('records a page view on every route change, client-side navigation included', async () => {
    const t = await openPage(browser);
    const tracked: string[] = [];
    t.page.on('request', (request) => {
      const body = request.postData();
      if (request.url().endsWith('/graphql') && body?.includes('trackPageView'))
        tracked.push(JSON.parse(body).variables.input.page);
    });
    await t.page.goto('/Blog');
    await t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await t.page.waitForURL('**/Courses');
    await t.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career' }).click();
    await expect.poll(() => tracked).toEqual(['/Blog', '/Courses', '/Career']);
    await expect
      .poll(() => rows('page_views').map((row) => row.page))
      .toEqual(expect.arrayContaining(['/Blog', '/Courses', '/Career']));
    await t.close();
  });

  it('scrolls to the top on navigation, but not on terms, privacy and developers', async () => {
    const t = await openPage(browser);
    await t.page.goto('/');
    await t.page.evaluate(() => window.scrollTo(0, 2000));
    await t.page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect.poll(() => t.page.evaluate(() => window.scrollY)).toBe(0);
    await t.page.evaluate(() => window.scrollTo(0, 400));
    await t.page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await t.page.waitForURL('**/Termsandcondition');
    expect(await t.page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await t.close();
  });
});
