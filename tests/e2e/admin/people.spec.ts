/**
 * People and replies on the dashboard: an admin writes a reply template, opens a trial request, sees the
 * person's other enquiry (sent with another casing of the email) and their page, replies with the
 * template after a preview, finds the reply on the person's timeline with who sent it, and the mail
 * at a real SMTP server; then erases the person with the typed confirmation.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../../integration/notifications/support';
import { eventually, launch, openPage, signIn, type AdminPage } from './helpers/browser';
import { ADMIN, seedTrial } from './helpers/seed';

let server: TestServer;
let browser: Browser;
let sink: SmtpSink;
let t: AdminPage;

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await startServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...NOTIFY_ENV,
      SMTP_URL: sink.url,
      SCHOOL_NAME: 'Raag School', // the school details' name wins: one school name in every mail
    },
  });
  await seedTrial(server.url, { name: 'Asha Rao', email: 'asha@example.org', gender: 'female', category: 'guitar' });
  const contact = await fetch(`${server.url}/api/v1/submitcontact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Asha R', email: 'Asha@Example.org ', message: 'Do you teach adults?', fillMs: 8000 }),
  });
  expect(contact.status).toBe(201);
  browser = await launch();
  t = await openPage(browser, server.url, { viewport: { width: 1440, height: 900 } });
  await signIn(t.page, ADMIN.email, ADMIN.password);
});

afterAll(async () => {
  await t?.close();
  await browser?.close();
  await server?.stop();
  await sink?.stop();
});

async function openRequest(page: Page) {
  await page.getByRole('menuitem', { name: 'Trial requests' }).click();
  await page.getByRole('cell', { name: 'Asha Rao' }).click();
  await page.getByRole('link', { name: '1 other enquiry' }).waitFor();
}

describe('an admin answers a person and erases them', () => {
  it('adds a reply template; an unknown variable is named on its field', async () => {
    const { page } = t;
    await page.getByRole('menuitem', { name: 'Reply templates' }).click();
    await page.getByRole('link', { name: 'Add template' }).click();
    await page.getByText(/Variables: \{\{name\}\} \{\{firstName\}\}/).waitFor();
    await page.getByLabel('Name').fill('Trial welcome');
    await page.getByLabel('Subject').fill('Your {{course}} trial at {{schoolName}}');
    await page.getByLabel('Message').fill('Dear {{firstName}},\nWe would love to see you. {{teacher}}');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Unknown variable: {{teacher}}').waitFor();
    await page.getByLabel('Message').fill('Dear {{firstName}},\nWe would love to see you.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('cell', { name: 'Trial welcome' }).waitFor();
  });

  it('sees the other enquiry on the request and the person page, and comes back', async () => {
    const { page } = t;
    await openRequest(page);
    await page.getByRole('link', { name: '1 other enquiry' }).click();
    await page.getByRole('heading', { name: 'Person: asha@example.org' }).waitFor();
    await page.getByRole('heading', { name: 'Asha R, Asha Rao' }).waitFor();
    await page.getByRole('link', { name: 'Contact message' }).waitFor();
    await page.getByRole('link', { name: /Trial request \(Guitar\)/ }).waitFor();
    await page.goBack();
    await page.getByRole('cell', { name: 'Asha Rao' }).or(page.getByText('Asha Rao').first()).first().waitFor();
    await page.getByRole('button', { name: 'Reply' }).waitFor();
  });

  it('replies with the template after a preview; the status moves and the timeline says who sent it', async () => {
    const { page } = t;
    await page.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply' });
    await dialog.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name: 'Trial welcome' }).click();
    expect(await dialog.getByLabel('Subject').inputValue()).toBe('Your {{course}} trial at {{schoolName}}');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await preview.getByText('Your Guitar trial at Raagarambh Music School').waitFor();
    await preview.getByText(/Dear Asha,/).waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Reply queued: it is on its way').waitFor();
    await eventually(() => page.getByText('Contacted', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: '1 other enquiry' }).click();
    const timeline = page.getByRole('region', { name: 'Timeline' });
    const reply = timeline.getByRole('listitem').filter({ hasText: 'Your Guitar trial at Raagarambh Music School' });
    await reply.first().waitFor();
    await reply
      .first()
      .getByText(/by head@school\.example/)
      .waitFor();
    await reply.first().getByText('Show the mail').click();
    await reply
      .first()
      .getByText(/We would love to see you\./)
      .waitFor();
  });

  it('the mail reaches the SMTP server', async () => {
    const mine = () => sink.mails.filter((mail) => mail.envelopeTo.includes('asha@example.org'));
    await until(
      () => mine().some((m) => m.subject === 'Your Guitar trial at Raagarambh Music School'),
      'the reply mail',
    );
    const mail = mine().find((m) => m.subject === 'Your Guitar trial at Raagarambh Music School')!;
    expect(mail.text).toContain('Dear Asha,');
  });

  it('downloads the person’s data as a zip', async () => {
    const { page } = t;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export data' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const zip = Buffer.concat(chunks);
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(zip.includes(Buffer.from('person.json'))).toBe(true);
  });

  it('erases the person after typing their email; the request is gone from the list', async () => {
    const { page } = t;
    await page.getByRole('button', { name: 'Erase person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase this person?' });
    const erase = dialog.getByRole('button', { name: 'Erase for good' });
    expect(await erase.isDisabled()).toBe(true);
    await dialog.getByLabel('Email to erase').fill('ASHA@example.org');
    await erase.click();
    await page.getByText(/^Erased 2 submissions, 0 resumes, \d+ mails?, 0 bookings\./).waitFor();
    await page.getByText(/Nothing is held about asha@example.org any more/).waitFor();
    await page.getByRole('menuitem', { name: 'Trial requests' }).click();
    await page.getByText(/^No .* yet/i).waitFor();
    expect(await page.getByRole('cell', { name: 'Asha Rao' }).count()).toBe(0);
  });
});
