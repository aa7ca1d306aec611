/**
 * Paying online (docs/requirements.md#online-payments) through the real HTTP routes on a real database: a payment
 * link made through each provider's SDK (pointed at a local stand-in that answers as the provider documents), then
 * the providers' webhooks signed with their own SDK helpers — Stripe's test header, and the HMAC Razorpay's
 * validateWebhookSignature checks — delivered twice and out of order: one payment recorded, the refund after it;
 * a forged or tampered delivery refused with nothing recorded; an amount the link did not ask for, or a payment for
 * an invoice credited in full, kept for staff with no change to the balance.
 */
import { createHmac } from 'node:crypto';
import Razorpay from 'razorpay';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE } from './billing-world';
import { razorpayStandIn, stripeStandIn, type StandIn } from './provider-stand-ins';

const STRIPE_SECRET = 'whsec_local_test_secret';
const RAZORPAY_SECRET = 'razorpay-webhook-secret';
let server: TestApp;
let stripeApi: StandIn;
let razorpayApi: StandIn;
const invoices: Record<'usd' | 'inr', { id: string; total: number; familyId: string }> = {} as never;
const stripe = new Stripe('sk_test_only_for_signing');

async function deliverStripe(event: Record<string, unknown>, secret = STRIPE_SECRET, body = JSON.stringify(event)) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret });
  return server.inject({
    method: 'POST',
    url: '/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
}

async function deliverRazorpay(event: Record<string, unknown>, id: string, secret = RAZORPAY_SECRET) {
  const body = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(body).digest('hex');
  expect(Razorpay.validateWebhookSignature(body, signature, RAZORPAY_SECRET)).toBe(secret === RAZORPAY_SECRET);
  return server.inject({
    method: 'POST',
    url: '/webhooks/razorpay',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': id },
    payload: body,
  });
}

const paid = (session: string, intent: string, amount: number, id = `evt_${intent}`) => ({
  id,
  object: 'event',
  type: 'checkout.session.completed',
  data: {
    object: {
      id: session,
      object: 'checkout.session',
      payment_status: 'paid',
      payment_intent: intent,
      amount_total: amount,
      currency: 'usd',
    },
  },
});
const refunded = (intent: string, amount: number) => ({
  id: `evt_refund_${intent}`,
  object: 'event',
  type: 'refund.created',
  data: { object: { id: `re_${intent}`, object: 'refund', payment_intent: intent, amount, currency: 'usd' } },
});

const balance = async (familyId: string) => (await billing(server).ledger.of(familyId)).balance;

beforeAll(async () => {
  [stripeApi, razorpayApi] = await Promise.all([stripeStandIn(), razorpayStandIn()]);
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      SESSION_SECRET: 'w'.repeat(40),
      SCHOOL_TIME_ZONE: ZONE,
      STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
      STRIPE_WEBHOOK_SECRET: STRIPE_SECRET,
      STRIPE_API_URL: stripeApi.url,
      RAZORPAY_KEY_ID: 'rzp_test_local',
      RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
      RAZORPAY_WEBHOOK_SECRET: RAZORPAY_SECRET,
      RAZORPAY_API_URL: razorpayApi.url,
    },
    s3: false,
  });
  const cookie = await signIn(server.url);
  const teacher = await addTeacher((q, v) => gql(server.url, cookie, q, v), 'Lena Park', ZONE);
  const b = billing(server);
  const august = at('2026-08-10 10:00');
  for (const [currency, amount] of [
    ['INR', 80_000],
    ['USD', 4_500],
  ] as const)
    await b.fees.set(
      { course: 'guitar', kind: 'PER_LESSON', currency, amount, validFrom: '2026-09-01' },
      ACTOR,
      august,
    );
  const world = new World(server);
  const rao = world.family('rao@example.org', 'Anil Rao');
  const kim = world.family('kim@example.org', 'Jae Kim');
  for (const [family, name] of [
    [rao, 'Isha Rao'],
    [kim, 'Min Kim'],
  ] as const) {
    const student = world.student(family, name);
    for (const day of ['02', '09']) world.lesson(student, teacher, `2026-10-${day} 17:00`, 'ATTENDED');
  }
  await world.save();
  await b.accounts.setCurrency(kim.id, 'USD', ACTOR);
  await b.run.draft('2026-10', ACTOR, at('2026-11-01 09:00'));
  await b.invoices.issueAll('2026-10', ACTOR, at('2026-11-01 10:00'));
  for (const row of await b.invoices.list({ period: '2026-10' }))
    invoices[row.currency === 'USD' ? 'usd' : 'inr'] = { id: row.id, total: row.total, familyId: row.familyId };
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await stripeApi?.stop();
  await razorpayApi?.stop();
});

describe('Stripe, for invoices abroad', () => {
  it('makes a Checkout Session for what is due through the SDK, once for an amount', async () => {
    const b = billing(server);
    const invoice = await b.invoices.get(invoices.usd.id);
    const url = await b.online.linkFor(invoice, 'https://school.test/family/invoices');
    expect(url).toBe('https://checkout.stripe.test/c/pay/cs_test_1');
    expect(stripeApi.calls).toHaveLength(1);
    expect(stripeApi.calls[0]).toMatchObject({
      path: '/v1/checkout/sessions',
      body: {
        mode: 'payment',
        client_reference_id: invoice.id,
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '9000',
      },
    });
    expect(await b.online.linkFor(invoice, 'https://school.test/family/invoices')).toBe(url);
    expect(stripeApi.calls).toHaveLength(1);
  });

  it('records a payment delivered twice once, and a refund delivered before it after it', async () => {
    const family = invoices.usd.familyId;
    expect(await balance(family)).toBe(9_000);
    const early = await deliverStripe(refunded('pi_1', 2_000));
    expect(early.statusCode).toBe(503); // the provider delivers it again later
    const first = await deliverStripe(paid('cs_test_1', 'pi_1', 9_000));
    expect([first.statusCode, first.json().outcome]).toEqual([200, 'recorded']);
    const again = await deliverStripe(paid('cs_test_1', 'pi_1', 9_000));
    expect([again.statusCode, again.json().outcome]).toEqual([200, 'duplicate']);
    expect(await balance(family)).toBe(0);
    const later = await deliverStripe(refunded('pi_1', 2_000));
    expect([later.statusCode, later.json().outcome]).toEqual([200, 'recorded']);
    expect((await deliverStripe(refunded('pi_1', 2_000))).json().outcome).toBe('duplicate');
    const ledger = await billing(server).ledger.of(family);
    expect(ledger.lines.map((l) => [l.kind, l.amount])).toEqual([
      ['INVOICE', 9_000],
      ['PAYMENT', -9_000],
      ['REFUND', 2_000],
    ]);
    expect(ledger.balance).toBe(2_000);
  });

  it('refuses a forged or tampered delivery with nothing recorded', async () => {
    const forged = await deliverStripe(paid('cs_test_1', 'pi_forged', 9_000), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const event = paid('cs_test_1', 'pi_tampered', 9_000);
    const tampered = await deliverStripe(event, STRIPE_SECRET, JSON.stringify({ ...event, id: 'evt_other' }));
    expect(tampered.statusCode).toBe(400);
    const unsigned = await server.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await balance(invoices.usd.familyId)).toBe(2_000);
  });

  it('keeps an amount the link did not ask for as an exception, the balance unchanged', async () => {
    const answer = await deliverStripe(paid('cs_test_1', 'pi_short', 100, 'evt_short'));
    expect(answer.json().outcome).toBe('exception');
    await deliverStripe(paid('cs_test_1', 'pi_short', 100, 'evt_short'));
    const listed = (await billing(server).exceptions.list()).filter((e) => e.eventId === 'evt_short');
    expect(listed.map((e) => [e.provider, e.invoiceId, e.amount, e.problem])).toEqual([
      ['stripe', invoices.usd.id, 100, 'Paid US$1.00; the link asked US$90.00'],
    ]);
    expect(await balance(invoices.usd.familyId)).toBe(2_000);
  });

  it('closes an exception once, with what staff did, audited; it leaves the open list', async () => {
    const cookie = await signIn(server.url);
    const api = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
    const LIST = '{ billingExceptions { eventId } }';
    const [open] = (await billing(server).exceptions.list()).filter((e) => e.eventId === 'evt_short');
    const DEAL = 'mutation($id: ID!, $note: String!) { markPaymentExceptionDealt(id: $id, note: $note) { dealtNote } }';
    const refusal = async (note: string) =>
      (await api(DEAL, { id: open.id, note })).body.errors?.[0]?.extensions?.fieldErrors;
    expect(await refusal('  ')).toEqual({ note: 'Say what was done, e.g. "Refunded on Razorpay"' });
    expect((await api(LIST)).body.data.billingExceptions).toContainEqual({ eventId: 'evt_short' });
    const NOTE = 'Refunded the US$1.00 on Stripe';
    const dealt = await api(DEAL, { id: open.id, note: `${NOTE}\u0007` });
    expect(dealt.body.data.markPaymentExceptionDealt).toEqual({ dealtNote: NOTE });
    expect(await refusal('Twice')).toEqual({ id: 'This exception was marked dealt with already' });
    expect((await api(LIST)).body.data.billingExceptions).not.toContainEqual({ eventId: 'evt_short' });
    const all = await api('{ billingExceptions(includeDealt: true) { eventId dealtNote dealtBy } }');
    expect(all.body.data.billingExceptions).toContainEqual({
      eventId: 'evt_short',
      dealtNote: NOTE,
      dealtBy: ADMIN_ENV.ADMIN_EMAIL,
    });
    const audit = await api('{ auditLog(filter: { action: "payment_exception_dealt" }) { items { detail } } }');
    expect(audit.body.data.auditLog.items).toEqual([
      { detail: 'Paid US$1.00; the link asked US$90.00: Refunded the US$1.00 on Stripe' },
    ]);
    expect(await balance(invoices.usd.familyId)).toBe(2_000);
  });
});

describe('Razorpay, for invoices in rupees', () => {
  it('makes a Payment Link, records its payment once, and keeps a payment for a credited invoice aside', async () => {
    const b = billing(server);
    const invoice = await b.invoices.get(invoices.inr.id);
    const url = await b.online.linkFor(invoice, 'https://school.test/family/invoices');
    expect(url).toBe('https://rzp.test/l/1');
    expect(razorpayApi.calls[0]).toMatchObject({
      path: '/v1/payment_links',
      body: { amount: 160_000, currency: 'INR', reference_id: invoice.id },
    });
    const event = (payment: string) => ({
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: 'plink_1' } },
        payment: { entity: { id: payment, amount: 160_000, currency: 'INR' } },
      },
    });
    expect((await deliverRazorpay(event('pay_1'), 'rzp_evt_1')).json().outcome).toBe('recorded');
    expect((await deliverRazorpay(event('pay_1'), 'rzp_evt_1')).json().outcome).toBe('duplicate');
    expect((await deliverRazorpay(event('pay_1'), 'rzp_evt_1', 'not-the-secret')).statusCode).toBe(400);
    expect(await balance(invoices.inr.familyId)).toBe(0);

    await b.invoices.credit(invoice.id, 160_000, 'Lessons given free', ACTOR);
    expect((await deliverRazorpay(event('pay_2'), 'rzp_evt_2')).json().outcome).toBe('exception');
    expect(await balance(invoices.inr.familyId)).toBe(-160_000);
  });
});
