/**
 * The content screens' browser journey, Chromium against the built server: an editor writes a blog post with a
 * heading, a link and an uploaded picture, sees it first in the preview, publishes it; a visitor's /Blog
 * shows it first with its heading, link and picture, with JavaScript on and off; after a second published
 * edit the editor restores the first version from History, and /Blog shows it again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { EDITOR, addEditor, stagePng } from './helpers/content';
import { ADMIN } from './helpers/seed';

const TITLE = 'Summer recital: how our students got ready';
const RETITLED = 'Summer recital: a look back';
const HEADING = 'Three weeks before';
const LINK = { words: 'practice planner', href: 'https://practice.example.org/planner' };
const ALT = 'A red stage under a blue sky, set for the summer recital';

let server: TestServer;
let browser: Browser;
let editor: AdminPage;
let picture: Buffer;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password } });
  await addEditor(server.url);
  picture = await stagePng(1200, 800);
  browser = await launch();
  editor = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(editor.page, EDITOR.email, EDITOR.password);
  await editor.page.getByRole('heading', { name: "The site's content" }).waitFor();
});

afterAll(async () => {
  await editor?.close();
  await browser?.close();
  await server?.stop();
});

/** The first post on a page of the blog (the visitor's /Blog, or the preview's frame). */
const firstPost = (page: Pick<Page, 'locator'>) => page.locator('article.blog-entry').first();

/** A visitor's /Blog, with JavaScript on or off: the first post's title, heading, link and picture. */
async function visitorSees(javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  try {
    const page = await context.newPage();
    await page.goto('/Blog');
    const post = firstPost(page);
    const picture = post.locator('picture img');
    await picture.scrollIntoViewIfNeeded();
    // loaded from /media (lazy below the fold: scrolled to), its box set by its size
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    return {
      title: await post.getByRole('heading', { level: 2 }).first().textContent(),
      heading: await post.locator('.blog-text h2').textContent(),
      link: await post.getByRole('link', { name: LINK.words }).getAttribute('href'),
      picture: {
        alt: await picture.getAttribute('alt'),
        size: [await picture.getAttribute('width'), await picture.getAttribute('height')],
        src: await picture.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname),
      },
    };
  } finally {
    await context.close();
  }
}

describe("an editor's blog post, from the dashboard to the visitor", () => {
  it('is written with a heading, a link and an uploaded picture, previewed first on /Blog, then published', async () => {
    const { page } = editor;
    await page.getByRole('menuitem', { name: 'Blog posts' }).click();
    await page.getByRole('link', { name: 'Write a post' }).click();
    await page.getByLabel('Title').fill(TITLE);

    const body = page.getByRole('textbox', { name: 'Body' });
    await body.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type(HEADING);
    await page.keyboard.press('Enter');
    await page.keyboard.type(`We met twice a week. Our ${LINK.words}`);
    for (let i = 0; i < LINK.words.length; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    const linkDialog = page.getByRole('dialog', { name: 'Link' });
    await linkDialog.getByLabel('Link address').fill(LINK.href);
    await linkDialog.getByRole('button', { name: 'Apply' }).click();
    await linkDialog.waitFor({ state: 'detached' });
    await body.getByRole('link', { name: LINK.words }).waitFor();
    expect(page.url(), 'applying a link saves nothing').toMatch(/\/admin\/blog-posts\/create$/);
    await body.press('End');
    await page.keyboard.type(' kept everyone on track.');

    const field = page.getByRole('group', { name: 'Image' });
    await field.getByRole('button', { name: 'Upload an image' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload an image' });
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      upload.getByRole('button', { name: 'Choose a file' }).click(),
    ]);
    await chooser.setFiles({ name: 'stage.png', mimeType: 'image/png', buffer: picture });
    await upload.getByText('stage.png').waitFor();
    await upload.getByLabel('Image description').fill(ALT);
    await upload.getByRole('button', { name: 'Upload' }).click();
    const chosen = field.getByRole('img', { name: ALT });
    await chosen.waitFor({ timeout: 30_000 });
    expect(page.url(), 'an upload saves nothing').toMatch(/\/admin\/blog-posts\/create$/);
    expect([await chosen.getAttribute('width'), await chosen.getAttribute('height')]).toEqual(['1200', '800']);
    await expect.poll(() => chosen.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview of /Blog' });
    const frame = page.frameLocator('iframe[title="The page /Blog, as it would be published"]');
    const previewed = firstPost(frame);
    await previewed.getByRole('heading', { name: TITLE }).waitFor();
    await previewed.getByRole('heading', { name: HEADING }).waitFor();
    expect(await previewed.getByRole('link', { name: LINK.words }).getAttribute('href')).toBe(LINK.href);
    await previewed.getByRole('img', { name: ALT }).waitFor();
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await preview.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published', { exact: true }).waitFor();
    await page.waitForURL(/\/admin\/blog-posts\/[^/]+$/);
    expect(editor.errors).toEqual([]);
  });

  it("is first on a visitor's /Blog with its heading, link and picture, with JavaScript on and off", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const seen = await visitorSees(javaScriptEnabled);
      expect(seen, `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toEqual({
        title: TITLE,
        heading: HEADING,
        link: LINK.href,
        picture: { alt: ALT, size: ['1200', '800'], src: expect.stringMatching(/^\/media\/[0-9a-f]{16}-\d+\.avif$/) },
      });
    }
  });

  it('after a second published edit, restoring the first version from History puts it back on /Blog', async () => {
    const { page } = editor;
    await page.getByLabel('Title').fill(RETITLED);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect.poll(async () => (await visitorSees(true)).title).toBe(RETITLED);

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History of this blog post' });
    await expect.poll(() => history.getByRole('listitem').count()).toBe(2);
    await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Restore this version' }).click();
    await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe(TITLE);

    const seen = await visitorSees(false);
    expect(seen).toMatchObject({ title: TITLE, heading: HEADING, link: LINK.href, picture: { alt: ALT } });
    expect(editor.errors).toEqual([]);
  });
});
