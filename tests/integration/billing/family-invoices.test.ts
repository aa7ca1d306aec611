/**
 * A family's invoices in its portal (docs/requirements.md#family-invoices) through the real HTTP routes: signed in by
 * the link mailed to a real SMTP server, the family sees the balance its ledger adds up to, its invoice line by line
 * with GST, what it paid and what is left, the school's words on how to pay escaped, and "Pay now" takes it to the
 * provider's page for exactly what is left; another family's invoice is not found, and a post from another site is
 * refused. Each payment is receipted by mail, once, with a Reply-To the family can reach.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE } from './billing-world';
import { familySignIn } from './family-sign-in';
import { razorpayStandIn, type StandIn } from './provider-stand-ins';

const EMAIL = 'patel.family@example.org';
let server: TestApp;
let sink: SmtpSink;
let razorpayApi: StandIn;
let cookie = '';
const ids: Record<string, string> = {};
const get = (path: string) => send(`${server.url}${path}`, { redirect: 'manual', headers: { cookie } });
const post = (path: string, headers: Record<string, string> = {}) =>
  send(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
    body: '',
  });

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  razorpayApi = await razorpayStandIn();
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      ...NOTIFY_ENV,
      SMTP_URL: sink.url,
      SCHOOL_REPLY_TO: 'office@school.test',
      SESSION_SECRET: 'f'.repeat(40),
      SCHOOL_TIME_ZONE: ZONE,
      RAZORPAY_KEY_ID: 'rzp_test_local',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
      RAZORPAY_API_URL: razorpayApi.url,
    },
    s3: false,
  });
  const admin = await signIn(server.url);
  const teacher = await addTeacher((q, v) => gql(server.url, admin, q, v), 'Dev Anand', ZONE);
  const b = billing(server);
  const august = at('2026-08-10 10:00');
  await b.settings.set(
    {
      defaultCurrency: 'INR',
      taxLabel: 'GST',
      taxBp: 1800,
      siblingBp: 0,
      multiCourseBp: 0,
      billingDay: 1,
      dueDays: 14,
      fyStartMonth: 4,
      invoicePrefix: 'INV/',
      payInstructions: 'UPI: school@okbank <b>or</b> transfer',
    },
    ACTOR,
    august,
  );
  await b.fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'INR', amount: 75_000, validFrom: '2026-09-01' },
    ACTOR,
    august,
  );
  const world = new World(server);
  const patel = world.family(EMAIL, 'Neha Patel');
  const other = world.family('other.family@example.org');
  const kabir = world.student(patel, 'Kabir Patel');
  world.lesson(kabir, teacher, '2026-10-06 17:00', 'ATTENDED');
  world.lesson(kabir, teacher, '2026-10-13 17:00', 'ABSENT');
  world.lesson(world.student(other, 'Zara Khan'), teacher, '2026-10-07 17:00', 'ATTENDED');
  await world.save();
  // issued at 01:30 in Kolkata, still 31 October in UTC: the invoice says the school's day
  await b.run.draft('2026-10', ACTOR, at('2026-11-01 01:00'));
  await b.invoices.issueAll('2026-10', ACTOR, at('2026-11-01 01:30'));
  for (const invoice of await b.invoices.list({ period: '2026-10' }))
    ids[invoice.familyId === patel.id ? 'own' : 'other'] = invoice.id;
  await b.ledger.recordPayment(
    {
      familyId: patel.id,
      amount: 50_000,
      currency: 'INR',
      method: 'UPI',
      reference: 'UTR 77',
      receivedOn: '2026-11-05',
    },
    ACTOR,
    at('2026-11-05 12:00'),
  );
  // the family signs in by the link mailed to it
  cookie = await familySignIn(server.url, sink, EMAIL);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
  await razorpayApi?.stop();
});

describe('a payment', () => {
  it('is receipted by mail once, saying how much, how, for what and what is owed now', async () => {
    const receiptsSoFar = async () =>
      (
        await Promise.all(sink.mails.filter((m) => m.envelopeTo.includes(EMAIL)).map((m) => simpleParser(m.raw)))
      ).filter((m) => m.subject?.startsWith('Payment received'));
    await until(async () => (await receiptsSoFar()).length > 0, 'the receipt');
    await server.app.mailWorker.settled();
    const receipts = await receiptsSoFar();
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt.subject).toBe('Payment received: ₹500.00 — Raagarambh Music School');
    expect(receipt.replyTo?.text).toBe('office@school.test');
    expect(receipt.text).toContain(
      'We received your payment of ₹500.00 by UPI (UTR 77), on 5 November 2026. Thank you.',
    );
    expect(receipt.text).toContain('You owe ₹1,270.00 now.');
    expect(receipt.text).toContain('https://school.test/family/invoices');
  });
});

describe("the family's invoices", () => {
  it('show the balance the ledger adds up to, and each invoice', async () => {
    const answer = await get('/family/invoices');
    expect(answer.status).toBe(200);
    const html = await answer.text();
    // 2 lessons × ₹750 = ₹1,500 + GST 18% ₹270 = ₹1,770, less ₹500 paid
    expect((await billing(server).ledger.of((await billing(server).invoices.get(ids.own)).familyId)).balance).toBe(
      127_000,
    );
    expect(html).toContain('You owe ₹1,270.00');
    const own = await billing(server).invoices.get(ids.own);
    expect(html).toContain(`>INV/2026-27/000${own.seq}</a> · October 2026 · ₹1,770.00`);
    expect(html).toContain('To pay ₹1,270.00 by 15 Nov 2026');
    expect(html).toContain('Payment by UPI (UTR 77) · ₹500.00');
  });

  it('show an invoice line by line, with what is left and how to pay', async () => {
    const answer = await get(`/family/invoices/${ids.own}`);
    expect(answer.status).toBe(200);
    // "Pay now" posts to the school and is redirected to the provider: the page's form-action allows only those
    expect(answer.headers.get('content-security-policy')).toContain(
      `form-action 'self' https://rzp.io https://*.razorpay.com ${razorpayApi.url};`,
    );
    const html = await answer.text();
    for (const text of [
      'Issued 1 Nov 2026, due 15 Nov 2026',
      'Guitar lesson 2026-10-06 (Kabir Patel)',
      'Guitar lesson 2026-10-13, missed without notice (Kabir Patel)',
      'GST 18%</th><td class="n">₹270.00',
      'Total</th><td class="n">₹1,770.00',
      'To pay</th><td class="n">₹1,270.00',
      'UPI: school@okbank &lt;b&gt;or&lt;/b&gt; transfer',
      'Pay now ₹1,270.00',
    ])
      expect(html).toContain(text);
  });

  it("keep another family's invoice out of reach", async () => {
    expect((await get(`/family/invoices/${ids.other}`)).status).toBe(404);
    expect((await post(`/family/invoices/${ids.other}/pay`)).status).toBe(404);
  });

  it('send the family to pay exactly what is left, and refuse a post from another site', async () => {
    expect((await post(`/family/invoices/${ids.own}/pay`, { origin: 'https://evil.test' })).status).toBe(403);
    expect(razorpayApi.calls).toHaveLength(0);
    const answer = await post(`/family/invoices/${ids.own}/pay`);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('https://rzp.test/l/1');
    expect(razorpayApi.calls[0].body).toMatchObject({ amount: 127_000, currency: 'INR', reference_id: ids.own });
  });
});
