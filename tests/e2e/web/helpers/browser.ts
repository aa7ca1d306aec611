import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const baseURL = () => inject('baseURL');

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface TestPage {
  page: Page;
  /** Every window.alert text, in order (each alert is accepted). */
  alerts: string[];
  /** Uncaught page errors and console errors other than expected 404s. */
  errors: string[];
  close: () => Promise<void>;
}

/** A fresh context and page; YouTube is never contacted (iframes get an empty page). */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TestPage> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) =>
    route.fulfill({ status: 200, body: '<!doctype html><title>video</title>' }),
  );
  // The site hydrates right after its first paint (web/src/main.tsx); like a person, a test acts on a page
  // once it is interactive: every navigation waits for <html data-hydrated> as well as the load event.
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    // without JavaScript nothing hydrates: the page is what the server sent
    if (options.javaScriptEnabled !== false)
      await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15_000 });
    return response;
  };
  const alerts: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('status of 404')) errors.push(message.text());
  });
  return { page, alerts, errors, close: () => context.close() };
}

/** Waits until `count` alerts were shown and returns the last one. */
export async function nextAlert(t: TestPage, count: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (t.alerts.length < count) {
    if (Date.now() > deadline) {
      throw new Error(
        `expected ${count} alerts, saw ${JSON.stringify(t.alerts)} at ${t.page.url()}; page errors: ${JSON.stringify(t.errors)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return t.alerts[count - 1];
}

/**
 * Opens `path` with the site's scripts held back (the prerendered page parses and shows; nothing hydrates) until
 * the returned function lets them through. Page's own goto: openPage's waits for hydration, held back here.
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  await (Object.getPrototypeOf(page) as Page).goto.call(page, path, { waitUntil: 'commit' });
  return release;
}
