import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPage } from './helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('student carousel items per view (requirements#student-carousel)', () => {
  it.each([
    [400, 1],
    [800, 2],
    [1200, 3],
    [3500, 5],
  ])('at %i px shows %i', async (width, expected) => {
    const t = await openPage(browser, { viewport: { width, height: 900 } });
    await t.page.goto('/');
    const carousel = t.page.getByRole('group', { name: 'Student testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const visible = carousel.locator('li[aria-hidden="false"]');
    await expect.poll(() => visible.count()).toBe(expected);
    const inView = await visible.evaluateAll(
      (items) =>
        items.filter((item) => {
          const box = item.getBoundingClientRect();
          return box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1;
        }).length,
    );
    expect(inView).toBe(expected);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('moves with its named arrow buttons', async () => {
    const t = await openPage(browser);
    await t.page.goto('/');
    const carousel = t.page.getByRole('group', { name: 'Student testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    // hydrated once react-multi-carousel has measured its items (widths in px instead of auto)
    await expect
      .poll(() => carousel.getByRole('listitem').first().getAttribute('style'))
      .toMatch(/width:\s*\d+(\.\d+)?px/);
    await carousel.getByRole('button', { name: 'Next student testimonial' }).click();
    await expect
      .poll(() => carousel.locator('li[aria-hidden="false"]').first().textContent())
      .toContain('Emily Carter');
    await t.close();
  });
});

describe('teacher carousel', () => {
  it('shows one testimonial at a time and moves with the keyboard', async () => {
    const t = await openPage(browser);
    await t.page.goto('/');
    const carousel = t.page.getByRole('group', { name: 'Teacher testimonials' });
    expect(await carousel.getByRole('figure').count()).toBe(1);
    await carousel.getByRole('button', { name: 'Next teacher testimonial' }).focus();
    await t.page.keyboard.press('Enter');
    await expect.poll(() => carousel.getByRole('figure').textContent()).toContain('Sofia Mendes');
    await t.close();
  });
});

describe('counters (requirements#home-claims)', () => {
  it('count from 0 once visible and end at 15+, 200+, 1500+', async () => {
    const t = await openPage(browser);
    // the page's clock (timers, requestAnimationFrame, performance.now) moves only when the test moves it
    await t.page.clock.install();
    await t.page.goto('/');
    const block = t.page.getByRole('region', { name: 'Our school in numbers' });
    await expect.poll(() => block.textContent()).toContain('0+User countries');
    const atZero = await block.textContent();
    await t.page.clock.pauseAt(await t.page.evaluate(() => Date.now() + 1_000));
    await block.scrollIntoViewIfNeeded();
    // visible: the count starts at the next frame (one frame at a time until the first number moves)
    await expect
      .poll(async () => {
        await t.page.clock.runFor(16);
        return block.textContent();
      })
      .not.toBe(atZero);
    await t.page.clock.runFor(600);
    const midway = await block.textContent();
    expect(midway).not.toContain('1500+');
    await expect
      .poll(
        async () => {
          await t.page.clock.runFor(100);
          return block.textContent();
        },
        { timeout: 5000 },
      )
      .toBe('15+User countries200+Valued teachers1500+Happy students');
    await t.close();
  });

  it('show the final values at once with reduced motion', async () => {
    const t = await openPage(browser, { reducedMotion: 'reduce' });
    await t.page.goto('/');
    const block = t.page.getByRole('region', { name: 'Our school in numbers' });
    expect(await block.textContent()).toBe('15+User countries200+Valued teachers1500+Happy students');
    await t.close();
  });
});

describe('mobile menu (requirements#navigation)', () => {
  it('opens full screen from the three-dot button and closes with the close button or Escape', async () => {
    const t = await openPage(browser, { viewport: { width: 400, height: 800 } });
    await t.page.goto('/About');
    const open = t.page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = t.page.getByRole('dialog', { name: 'Menu' });
    // the page re-renders after each event (asynchronously under Preact): wait for it, then assert
    await menu.waitFor({ state: 'visible', timeout: 2000 });
    expect(await menu.isVisible()).toBe(true);
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Courses',
      'Blog',
      'Support',
      'Career',
      'Book Free Trial',
    ]);
    const box = await menu.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 400, height: 800 });
    await t.page.getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached', timeout: 2000 });
    expect(await menu.count()).toBe(0);
    await open.press('Enter');
    await menu.waitFor({ state: 'visible', timeout: 2000 });
    expect(await menu.isVisible()).toBe(true);
    await t.page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached', timeout: 2000 });
    expect(await menu.count()).toBe(0);
    await open.click();
    await menu.getByRole('link', { name: 'Support' }).click();
    await t.page.waitForURL((url) => url.pathname === '/' && url.hash === '#support');
    await t.close();
  });

  it('desktop navigation has Support pointing at #contact and the Book Free Trial button', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Blog');
    const nav = t.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Home',
      'About',
      'Courses',
      'Blog',
      'Career',
      'Support',
      'Book Free Trial',
    ]);
    expect(await nav.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/#contact');
    expect(await t.page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await nav.getByRole('link', { name: 'Support' }).click();
    await t.page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact');
    const heading = t.page.getByRole('heading', { name: 'Contact Us' });
    await expect
      .poll(() =>
        heading.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      )
      .toBe(true);
    await t.close();
  });
});

describe('pages', () => {
  it('blog: five entries, See More / Show Less, videos load only on click from youtube-nocookie', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Blog');
    expect(await t.page.getByRole('article').count()).toBe(5);
    expect(await t.page.locator('iframe').count()).toBe(0);
    const more = t.page.getByRole('button', { name: 'See More' }).first();
    await more.click();
    await t.page.getByRole('button', { name: 'Show Less' }).first().waitFor({ timeout: 2000 });
    expect(await t.page.getByRole('button', { name: 'Show Less' }).count()).toBe(1);
    await t.page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    expect(await t.page.locator('iframe').first().getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await t.close();
  });

  it('courses: five courses, each with Get a trial to /Trial with its course and the fees hint', async () => {
    const t = await openPage(browser);
    await t.page.goto('/Courses');
    const trials = t.page.getByRole('link', { name: /^Get a trial/ });
    expect(await trials.count()).toBe(5);
    expect(new Set(await trials.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual(
      new Set(['guitar', 'piano', 'tabla', 'hindustanivocal', 'bollywoodvocal'].map((c) => `/Trial?course=${c}`)),
    );
    expect(await t.page.getByText('Book a free trial class to learn the fees and timings').count()).toBe(5);
    await trials.first().click();
    await t.page.waitForURL('**/Trial?course=*');
    await t.close();
  });

  it('home: three rising stars with name and place, Learn More links to /Courses, footer with © and this year', async () => {
    const t = await openPage(browser);
    await t.page.goto('/');
    const stars = t.page.getByRole('region', { name: 'Rising Stars' });
    expect(await stars.getByRole('button', { name: /^Play video/ }).count()).toBe(3);
    expect(await stars.getByText('Pune, India').isVisible()).toBe(true);
    const learnMore = t.page.getByRole('link', { name: /Learn More/ });
    expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/Courses',
      '/Courses',
    ]);
    const footer = t.page.getByRole('contentinfo');
    expect(await footer.textContent()).toContain(`© ${new Date().getUTCFullYear()}`);
    expect(await footer.getByRole('link', { name: 'Support', exact: true }).getAttribute('href')).toBe('/#support');
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    await t.close();
  });
});
