/**
 * The content screens of the dashboard pass axe (WCAG 2 AA) and never scroll sideways, on a laptop, a phone and
 * a phone in dark mode: the editor's home, and what opens on the forms (the blog body's link dialog, the image
 * field's upload and picker dialogs, the preview, the history and the delete confirmation); the lists and forms
 * themselves are walked in axe-walk-laptop.spec.ts and axe-walk-phone.spec.ts.
 */
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { violations } from './helpers/axe';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { EDITOR, addEditor, postWithTwoVersions, stagePng, uploadPicture } from './helpers/content';
import { ADMIN } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let postId: string;
const PICTURE = 'A red stage under a blue sky';

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await addEditor(server.url);
  postId = await postWithTwoVersions(server.url);
  await uploadPicture(server.url, await stagePng(800, 600), PICTURE);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { name: 'laptop', viewport: { width: 1440, height: 900 }, colorScheme: 'light' as const },
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'light' as const },
  { name: 'phone, dark', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
])('content screens on a $name (axe, no sideways scrolling)', (options) => {
  let b: AdminPage;
  beforeAll(async () => {
    b = await openPage(browser, server.url, options);
    await signIn(b.page, EDITOR.email, EDITOR.password);
    await b.page.getByRole('heading', { name: "The site's content" }).waitFor();
  });
  afterAll(() => b?.close());

  async function check(label: string, options?: Parameters<typeof violations>[1]) {
    const { page } = b;
    expect((await violations(page, options)).join('\n'), label).toBe('');
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(width, `${label} scrolls sideways`).toBeLessThanOrEqual(0);
  }

  /** Waits for a dialog's fade-in to end (axe would measure the contrast of half-transparent text). */
  async function opened(dialog: Locator) {
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el.parentElement!).opacity)).toBe('1');
  }

  // the lists and forms themselves are in the dashboard walk (helpers/axe-walk.ts, four variants): here, what an
  // editor's role sees differently and what opens on a screen
  it("the editor's home", async () => {
    await check('content home');
  });

  it('a blog post: the editor, the link dialog, the history and the delete confirmation', async () => {
    const { page } = b;
    await page.goto(`/admin/blog-posts/${postId}`);
    await page.getByLabel('Body').getByText('Practice tips for busy adults words.').waitFor();
    await page.getByRole('toolbar', { name: 'Body formatting' }).waitFor();
    await check('blog post form');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    await opened(page.getByRole('dialog', { name: 'Link' }));
    await check('link dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of this blog post' });
    await history.getByText('Practice tips, first draft').waitFor();
    await opened(history);
    await check('history');
    await history.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await opened(page.getByRole('dialog', { name: 'Delete this blog post?' }));
    await check('delete confirmation');
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('a course, a testimonial and a new Rising Stars video', async () => {
    const { page } = b;
    await page.goto('/admin/courses');
    await page.getByRole('link', { name: 'Piano', exact: true }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Piano');
    await check('course form');
    await page.getByLabel('Summary').fill('Previewed, never saved.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: /^Preview of \// });
    await opened(preview);
    const frame = page.frameLocator('iframe[title$="as it would be published"]');
    await frame.getByText('Previewed, never saved.').waitFor();
    await check('preview', { exclude: ['iframe'], settle: false });
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await page.goto('/admin/testimonials?kind=student');
    await page.getByRole('tab', { name: 'Students', selected: true }).waitFor();
    await check('students tab');
    await page.goto('/admin/rising-stars/create');
    await page.getByLabel('YouTube video').waitFor();
    await check('new video form');
  });

  it('the image field: its upload dialog refusing an empty upload, the picker, and a chosen image', async () => {
    const { page } = b;
    await page.goto('/admin/blog-posts/create');
    const field = page.getByRole('group', { name: 'Image' });
    await field.getByText('No image.').waitFor();
    await field.getByRole('button', { name: 'Upload an image' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload an image' });
    await opened(upload);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await upload.getByText('Choose the image file to upload first').waitFor();
    await check('upload dialog with its refusals');
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await upload.waitFor({ state: 'detached' });
    await field.getByRole('button', { name: 'Choose an uploaded image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an uploaded image' });
    await opened(picker);
    const choice = picker.getByRole('button', { name: new RegExp(`^${PICTURE}`) });
    await choice.waitFor();
    await check('image picker');
    await choice.focus();
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await field.getByRole('img', { name: PICTURE }).waitFor();
    await check('chosen image');
  });

  it('an FAQ question: its form with an error shown, and its preview of /Support', async () => {
    const { page } = b;
    await page.goto('/admin/faqs');
    await page.getByRole('link', { name: 'What happens if I miss a class?', exact: true }).click();
    await expect.poll(() => page.getByLabel('Question').inputValue()).toBe('What happens if I miss a class?');
    await page.getByLabel('Answer').fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Required').waitFor();
    await check('FAQ form with an error');
    await page.getByLabel('Answer').fill('Previewed answer, never saved.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of /Support' });
    await opened(preview);
    const frame = page.frameLocator('iframe[title$="as it would be published"]');
    await frame.getByText('Previewed answer, never saved.').waitFor({ state: 'attached' });
    await check('FAQ preview', { exclude: ['iframe'], settle: false });
    await preview.getByRole('button', { name: 'Close preview' }).click();
  });
});
