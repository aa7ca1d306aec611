/**
 * Content on the dashboard: an admin edits a course and publishes it, reorders the teachers'
 * testimonials (the order holds after a reload and on the server), restores an earlier version of a blog
 * post; an editor signs in to the content and nothing else.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { eventually, launch, openPage, signIn, signOut, type AdminPage } from './helpers/browser';
import { EDITOR, addEditor, postWithTwoVersions, teacherOrder } from './helpers/content';
import { ADMIN, adminSession } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let t: AdminPage;
let postId: string;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await addEditor(server.url);
  postId = await postWithTwoVersions(server.url);
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
});

describe('an admin edits the site content', () => {
  it("edits a course's summary and publishes it", async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Courses' }).click();
    await page.getByRole('link', { name: 'Tabla', exact: true }).click();
    const summary = page.getByLabel('Summary');
    await summary.fill('Rhythm from the first lesson: bols, thekas and your first solo.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByLabel('Summary').inputValue())
      .toBe('Rhythm from the first lesson: bols, thekas and your first solo.');
    const api = await adminSession(server.url, ADMIN);
    const { data } = await api('{ publishedContent { courses { name summary } } }');
    const tabla = (data!.publishedContent.courses as { name: string; summary: string }[]).find(
      (c) => c.name === 'Tabla',
    );
    expect(tabla?.summary).toBe('Rhythm from the first lesson: bols, thekas and your first solo.');
  });

  it("reorders the teachers' testimonials; the order holds after a reload", async () => {
    const { page } = t;
    const before = await teacherOrder(server.url);
    expect(before.length).toBeGreaterThan(1);
    await page.getByRole('menuitem', { name: 'Testimonials' }).click();
    await page.getByRole('tab', { name: 'Teachers', selected: true }).waitFor();
    const list = page.getByRole('list', { name: 'In their order on the site' });
    await list.getByRole('link', { name: before[0] }).waitFor();
    await page.getByRole('button', { name: `Move ${before[0]} down` }).click();
    const after = [before[1], before[0], ...before.slice(2)];
    await eventually(() => list.getByRole('link').allTextContents()).toEqual(after);
    await page.reload();
    await eventually(() =>
      page.getByRole('list', { name: 'In their order on the site' }).getByRole('link').allTextContents(),
    ).toEqual(after);
    expect(await teacherOrder(server.url)).toEqual(after);
    // the students' tab holds the other carousel
    await page.getByRole('tab', { name: 'Students' }).click();
    await page.getByRole('tab', { name: 'Students', selected: true }).waitFor();
    await expect.poll(() => list.getByRole('link').allTextContents()).not.toContain(before[0]);
  });

  it('restores an earlier version of a blog post', async () => {
    const { page } = t;
    await page.goto(`/admin/blog-posts/${postId}`);
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Practice tips for busy adults');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of this blog post' });
    await history.getByText(`Published by ${ADMIN.email}`).first().waitFor();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Practice tips, first draft');
    await page.getByLabel('Body').getByText('Practice tips, first draft words.').waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await expect.poll(() => history.getByRole('listitem').count()).toBe(3);
    await history.getByRole('button', { name: 'Close' }).click();
  });

  it('offers the editor role, with what it may do', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.getByRole('link', { name: 'Add user' }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: "Editor (edits the site's content, nothing else)" }).waitFor();
    await page.keyboard.press('Escape');
  });
});

describe('an editor', () => {
  it('signs in to the content and sees nothing else', async () => {
    const { page } = t;
    await page.goto('/admin/');
    await signOut(page);
    await signIn(page, EDITOR.email, EDITOR.password);
    await page.getByRole('heading', { name: "The site's content" }).waitFor();
    const menu = await page.getByRole('menuitem').allTextContents();
    expect(menu).toEqual([
      'Dashboard',
      'Blog posts',
      'Courses',
      'Testimonials',
      'Rising Stars',
      'Home counters',
      'FAQ',
      'School details',
    ]);
    await page.goto('/admin/trial-requests');
    await page.getByText('Your account cannot open this page.').waitFor();
    await page.getByRole('menuitem', { name: 'School details' }).click();
    await expect.poll(() => page.getByLabel('School name').inputValue()).not.toBe('');
    expect(t.errors).toEqual([]);
  });
});
