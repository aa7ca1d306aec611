/**
 * A family pays its invoice on a phone (docs/requirements.md#family-invoices, #online-payments), in Chromium: staff
 * issued last month's invoice (the dashboard's part is billing.spec.ts); the family signs in by the link mailed to it
 * (a real SMTP server), opens "Invoices and payments", sees what it owes, opens the invoice and follows "Pay now" to
 * the provider's page — here a local stand-in of Razorpay's API, to which the server's SDK asked for a payment link
 * of exactly what is left. The pages pass axe light and dark at 390 px and never scroll sideways.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../helpers/server';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../../integration/notifications/support';
import { checkScreen, useScheme } from './helpers/axe-walk';
import { seedBillingWalk } from './helpers/billing-seed';
import { launch } from './helpers/browser';
import { ADMIN, adminSession, seedTrial } from './helpers/seed';

const FAMILY = 'khanna@example.org';
let server: TestServer;
let sink: SmtpSink;
let browser: Browser;
let page: Page;
let standIn: Server;
let standInUrl = '';
const asked: Record<string, unknown>[] = [];

/** Razorpay's API as documented, for the one call the school makes, and the page its link opens. */
async function razorpayStandIn(): Promise<void> {
  standIn = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/payment_links') {
        const body = JSON.parse(raw) as Record<string, unknown>;
        asked.push(body);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: 'plink_e2e', short_url: `${standInUrl}/pay/plink_e2e`, ...body }));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end('<!doctype html><html lang="en"><title>Payment page</title><h1>Razorpay stand-in: pay</h1></html>');
    });
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
}

async function checkLightAndDark(): Promise<void> {
  await checkScreen(page);
  await useScheme(page, 'dark');
  await checkScreen(page);
  await useScheme(page, 'light');
}

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  await razorpayStandIn();
  server = await startServer({
    s3: false,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...NOTIFY_ENV,
      SMTP_URL: sink.url,
      RAZORPAY_KEY_ID: 'rzp_test_e2e',
      RAZORPAY_KEY_SECRET: 'razorpay-e2e-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-e2e-webhook',
      RAZORPAY_API_URL: standInUrl,
    },
  });
  const api = await adminSession(server.url, ADMIN);
  const must = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api(query, variables);
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data as Record<string, any>;
  };
  const teacher = await must(
    'mutation { createTeacher(input: {name: "Ira Sen", email: "ira@school.example", courses: ["piano"], timeZone: "Asia/Kolkata"}) { id } }',
  );
  const trial = await seedTrial(server.url, { name: 'Aarav Khanna', email: FAMILY, gender: 'male', category: 'piano' });
  const student = await must('mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }', { id: trial.id });
  // last month's invoice issued (₹1,770 with GST), ₹500 paid by UPI and a ₹100 credit: ₹1,170 left
  await seedBillingWalk(server, { student: student.enrolStudent.id, teacher: teacher.createTeacher.id });
  browser = await launch();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.stop();
  await new Promise((resolve) => standIn?.close(resolve));
});

describe('a family on a phone', () => {
  it('opens its invoice and follows Pay now to the provider for exactly what is left', async () => {
    await page.goto('/family');
    await page.getByLabel('Your email (the one the school writes to)').fill(FAMILY);
    await page.getByRole('button', { name: 'Mail me a sign-in link' }).click();
    const link = () => sink.mails.find((m) => m.envelopeTo.includes(FAMILY) && /sign-in link/.test(m.subject));
    await until(() => Boolean(link()), 'the sign-in link');
    await page.goto(/https:\/\/school\.test(\/family\/sign-in\/[\w.-]+)/.exec(link()!.text)![1]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'Invoices and payments' }).click();
    await page.getByRole('heading', { name: 'Invoices and payments' }).waitFor();
    await page.getByText('You owe ₹1,170.00').waitFor();
    await page.getByText('Payment by UPI (UTR-WALK-1)', { exact: false }).waitFor();
    await checkLightAndDark();

    await page.getByRole('link', { name: /^INV\// }).click();
    await page.getByRole('heading', { name: /^Invoice INV\// }).waitFor();
    await page.getByRole('row', { name: /GST 18%/ }).waitFor();
    await page.getByRole('row', { name: /Total ₹1,770\.00/ }).waitFor();
    await checkLightAndDark();
    // "Download PDF" is a plain link: with the family's session it answers the invoice as a PDF
    const pdfLink = page.getByRole('link', { name: 'Download PDF' });
    const pdf = await page.request.get((await pdfLink.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('button', { name: 'Pay now ₹1,170.00' }).click();
    await page.getByRole('heading', { name: 'Razorpay stand-in: pay' }).waitFor();
    expect(page.url()).toBe(`${standInUrl}/pay/plink_e2e`);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ amount: 117_000, currency: 'INR' });
  });
});
