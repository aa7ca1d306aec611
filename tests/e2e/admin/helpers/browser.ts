import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

export interface AdminPage {
  page: Page;
  /** Uncaught page errors and CSP refusals (console noise such as expected 401s is left out). */
  errors: string[];
  close(): Promise<void>;
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  { viewport = { width: 1366, height: 900 }, colorScheme = 'light' }: PageOptions = {},
): Promise<AdminPage> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true, viewport, colorScheme });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
}

/** Polls a value until the assertion holds (the UI loads data asynchronously). */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}
