/**
 * The content fields (docs/requirements.md#content-fields) in Chromium, on a phone (390 px) and a laptop (1440 px): with the school's phone and
 * WhatsApp numbers and a course's facts set through the admin API, /Support (with script: the home page's contact
 * form, the FAQ under it; without: /Support itself) shows the Call us / WhatsApp links and the FAQ, whose answers
 * open without JavaScript; the Guitar card on /Courses lists its facts. axe (which needs script) finds nothing serious.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, adminSession } from '../../e2e/admin/helpers/seed';
import { startServer, type TestServer } from '../../helpers/server';
import { seriousViolations } from './helpers/a11y';
import { launch, openPage } from './helpers/browser';

// A server of its own: the school's numbers and a course's facts are set through the admin API.
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ s3: false, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  const admin = await adminSession(server.url, ADMIN);
  const { data } = await admin(
    '{ schoolDetails { name supportEmail socialLinks { label href } companySiteLabel companySiteUrl foundedYear copyrightYear } courses { id slug name group summary highlights } }',
  );
  const school = await admin('mutation($input: SchoolDetailsInput!) { saveSchoolDetails(input: $input) { phone } }', {
    input: { ...data!.schoolDetails, phone: '+91 98765 43210', whatsapp: '+91 98765 43210' },
  });
  expect(school.errors).toBeUndefined();
  const { id, slug, name, group, summary, highlights } = data!.courses[0];
  const course = await admin('mutation($input: CourseInput!) { saveCourse(input: $input) { id } }', {
    input: {
      ...{ id, slug, name, group, summary, highlights, published: true },
      ...{ level: 'Beginner to advanced', ages: '7+', lessonMinutes: 45, fee: '₹1,500 / month' },
    },
  });
  expect(course.errors).toBeUndefined();
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SIZES = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'laptop', viewport: { width: 1440, height: 900 } },
];

describe.each(SIZES)('on a $name', ({ viewport }) => {
  it('/Support lands on the contact form with the numbers beside it and the FAQ under it; axe is clean', async () => {
    const t = await openPage(browser, { viewport, baseURL: server.url });
    await t.page.goto('/Support');
    await expect.poll(() => new URL(t.page.url()).hash).toBe('#support');
    const contact = t.page.locator('#contact');
    await expect.poll(() => contact.getByRole('link', { name: 'Call +91 98765 43210' }).isVisible()).toBe(true);
    expect(await contact.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    const whatsapp = contact.getByRole('link', { name: 'WhatsApp +91 98765 43210 (opens in a new tab)' });
    expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/919876543210');

    const faq = t.page.getByRole('region', { name: 'Frequently asked questions' });
    await faq.getByRole('heading', { level: 2, name: 'Frequently asked questions' }).waitFor();
    const box = await faq.boundingBox();
    const form = await contact.boundingBox();
    expect(box!.y).toBeGreaterThan(form!.y); // under the contact form
    const answer = faq.getByText('The trial is a 30-minute one-to-one class.', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await faq.getByText('How long is the free trial class?').click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await seriousViolations(t.page)).toEqual([]);
    expect(t.errors).toEqual([]);
    await t.close();
  });

  it('/Support without JavaScript: the numbers and the FAQ on the page itself, answers opening', async () => {
    const t = await openPage(browser, { viewport, baseURL: server.url, javaScriptEnabled: false });
    await t.page.goto('/Support');
    const main = t.page.locator('main');
    expect(await main.getByRole('link', { name: 'Call +91 98765 43210' }).isVisible()).toBe(true);
    const faq = t.page.getByRole('region', { name: 'Frequently asked questions' });
    expect(await faq.locator('summary').allTextContents()).toEqual([
      'What do I need for an online lesson?',
      'Which video platform do you use?',
      'What happens if I miss a class?',
      'I live in a different time zone. Can I still join?',
      'How long is the free trial class?',
    ]);
    await faq.getByText('What happens if I miss a class?').click();
    expect(await faq.getByText('Tell your teacher at least 24 hours before', { exact: false }).isVisible()).toBe(true);
    await t.close();
  });

  it("/Courses: the Guitar card lists its facts, and the fees line stays; the footer's links; axe is clean", async () => {
    const t = await openPage(browser, { viewport, baseURL: server.url });
    await t.page.goto('/Courses');
    const card = t.page.getByRole('listitem').filter({ has: t.page.getByRole('heading', { name: 'Guitar' }) });
    const facts = card.locator('dl.course-facts');
    expect(await facts.locator('dt').allTextContents()).toEqual(['Level', 'Ages', 'Lesson', 'Fee']);
    expect(await facts.locator('dd').allTextContents()).toEqual([
      'Beginner to advanced',
      '7+',
      '45 minutes',
      '₹1,500 / month',
    ]);
    expect(await card.getByText('Book a free trial class to learn the fees and timings').isVisible()).toBe(true);
    const piano = t.page.getByRole('listitem').filter({ has: t.page.getByRole('heading', { name: 'Piano' }) });
    expect(await piano.locator('dl').count()).toBe(0);
    const footer = t.page.getByRole('contentinfo');
    expect(await footer.getByRole('link', { name: 'Call +91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    const width = await t.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width).toBeLessThanOrEqual(0);
    expect(await seriousViolations(t.page)).toEqual([]);
    await t.close();
  });
});
