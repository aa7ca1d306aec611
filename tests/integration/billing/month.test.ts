/**
 * A month billed, paid and explained (docs/requirements.md#billing) on a real database: March 2027 of two sibling
 * students — per-lesson guitar with a teacher's own rate from the 15th, an absence with notice and its make-up, a
 * no-show, a lesson the school cancelled, a monthly piano fee with a second-course discount, a sibling discount and
 * GST — drafted once however often the run goes, issued with the year's first number, paid in part by UPI; the
 * invoice, its lines and the ledger add up to the same balance. A family no fee applies to is reported, not billed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE } from './billing-world';
import { csvLines } from './money-world';

let server: TestApp;
let cookie: string;
let ravi: string;
let meera: string;
let sharma: { id: string; email: string };
let miller: { id: string; email: string };
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const APRIL_2 = at('2027-04-02 10:00');

beforeAll(async () => {
  server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'b'.repeat(40), SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  cookie = await signIn(server.url);
  ravi = await addTeacher(admin, 'Ravi Menon', ZONE, ['guitar', 'piano']);
  meera = await addTeacher(admin, 'Meera Iyer', ZONE, ['guitar']);
  const b = billing(server);
  const january = at('2027-01-10 10:00');
  await b.settings.set(
    {
      defaultCurrency: 'INR',
      taxLabel: 'GST',
      taxBp: 1800,
      siblingBp: 1000,
      multiCourseBp: 500,
      billingDay: 1,
      dueDays: 14,
      fyStartMonth: 4,
      invoicePrefix: 'INV/',
      payInstructions: 'UPI: school@bank\nAccount 1234',
    },
    ACTOR,
    january,
  );
  const fee = { currency: 'INR' as const, validFrom: '2027-02-01' };
  await b.fees.set({ ...fee, course: 'guitar', kind: 'PER_LESSON', amount: 80_000 }, ACTOR, january);
  await b.fees.set({ ...fee, course: 'piano', kind: 'MONTHLY', amount: 300_000, lessonsIncluded: 4 }, ACTOR, january);
  await b.fees.set(
    {
      course: 'guitar',
      teacherId: ravi,
      kind: 'PER_LESSON',
      currency: 'INR',
      amount: 100_000,
      validFrom: '2027-03-15',
    },
    ACTOR,
    january,
  );
  const world = new World(server);
  sharma = world.family('sharma@example.org', 'Priya Sharma');
  const asha = world.student(sharma, 'Asha Sharma');
  const rohan = world.student(sharma, 'Rohan Sharma');
  world.lesson(asha, ravi, '2027-03-02 17:00', 'ATTENDED'); // ₹800: Ravi's own rate starts on the 15th
  const missed = world.lesson(asha, ravi, '2027-03-09 17:00', 'ABSENT_WITH_NOTICE'); // not charged
  world.lesson(asha, ravi, '2027-03-12 11:00', 'ATTENDED', { makeupFor: missed }); // the make-up: ₹800
  world.lesson(asha, ravi, '2027-03-16 17:00', 'ATTENDED'); // ₹1,000
  world.lesson(asha, ravi, '2027-03-23 17:00', 'ABSENT'); // no-show: ₹1,000
  world.lesson(asha, ravi, '2027-03-30 17:00', 'CANCELLED_BY_SCHOOL'); // not charged
  world.lesson(asha, meera, '2027-03-31 18:00', 'SCHEDULED'); // unmarked: a later run
  world.plan(asha, ravi, 'piano', '2027-03-01'); // ₹3,000 a month
  for (const day of ['03', '10', '17']) world.lesson(rohan, meera, `2027-03-${day} 16:00`, 'ATTENDED');
  world.lesson(rohan, meera, '2027-04-07 16:00', 'ATTENDED'); // April's: not this month
  miller = world.family('miller@example.org');
  const sam = world.student(miller, 'Sam Miller');
  world.lesson(sam, meera, '2027-03-04 20:00', 'ATTENDED');
  await world.save();
  await b.accounts.setCurrency(miller.id, 'USD', ACTOR);
}, 60_000);
afterAll(() => server?.stop());

describe('a month billed', () => {
  it('drafts one invoice a family, line by line, and nothing more when run again', async () => {
    const b = billing(server);
    const run = await b.run.draft('2027-03', ACTOR, APRIL_2);
    expect(run).toMatchObject({ drafted: 1, alreadyDrafted: 0, unmarked: 1 });
    expect(run.unpriced).toEqual([{ course: 'guitar', teacherId: meera, currency: 'USD', count: 1 }]);
    const [invoice] = await b.invoices.list({ period: '2027-03' });
    expect(invoice).toMatchObject({ familyId: sharma.id, status: 'DRAFT', currency: 'INR', seq: null });
    const lines = (await b.invoices.lines(invoice.id)).map((l) => [l.description, l.amount]);
    expect(lines).toEqual([
      ['Piano, March 2027: 4 lessons a month (Asha Sharma)', 300_000],
      ['Guitar lesson 2027-03-02 (Asha Sharma)', 80_000],
      ['Guitar lesson 2027-03-12, make-up (Asha Sharma)', 80_000],
      ['Guitar lesson 2027-03-16 (Asha Sharma)', 100_000],
      ['Guitar lesson 2027-03-23, missed without notice (Asha Sharma)', 100_000],
      ['Guitar lesson 2027-03-03 (Rohan Sharma)', 80_000],
      ['Guitar lesson 2027-03-10 (Rohan Sharma)', 80_000],
      ['Guitar lesson 2027-03-17 (Rohan Sharma)', 80_000],
      ['Second course discount 5%: Piano (Asha Sharma)', -15_000],
      ['Sibling discount 10% (Rohan Sharma)', -24_000],
    ]);
    // 9,000.00 of charges, 390.00 off, GST 18% of 8,610.00 = 1,549.80
    expect(invoice).toMatchObject({ subtotal: 900_000, discount: 39_000, tax: 154_980, total: 1_015_980 });
    expect((await b.invoices.lines(invoice.id)).reduce((sum, l) => sum + l.amount, 0) + invoice.tax).toBe(
      invoice.total,
    );

    const again = await b.run.draft('2027-03', ACTOR, APRIL_2);
    expect(again).toMatchObject({ drafted: 0, alreadyDrafted: 1 });
    expect(await server.db.count('invoices')).toBe(1);
  });

  it('refuses a month that has not ended, naming the period', async () => {
    await expect(billing(server).run.draft('2027-04', ACTOR, APRIL_2)).rejects.toMatchObject({
      fieldErrors: { period: 'April 2027 has not ended yet: it is billed from its last day on' },
    });
  });

  it("issues with the financial year's first number and a due date, and the ledger owes the total", async () => {
    const b = billing(server);
    const [draft] = await b.invoices.list({ period: '2027-03' });
    const issued = await b.invoices.issue(draft.id, ACTOR, APRIL_2);
    expect(issued).toMatchObject({ status: 'ISSUED', series: 'INV:2027-28', seq: 1, dueOn: '2027-04-16' });
    const answer = await admin(`{ invoice(id: "${draft.id}") { number total dueOn lines { amount } } }`);
    expect(answer.body.data.invoice).toMatchObject({ number: 'INV/2027-28/0001', total: 1_015_980 });
    const ledger = await b.ledger.of(sharma.id);
    expect(ledger).toMatchObject({ currency: 'INR', balance: 1_015_980 });
    expect(ledger.lines.map((l) => [l.kind, l.amount, l.invoiceNumber])).toEqual([
      ['INVOICE', 1_015_980, 'INV/2027-28/0001'],
    ]);
    await expect(b.invoices.issue(draft.id, ACTOR, APRIL_2)).rejects.toMatchObject({
      fieldErrors: { id: 'Invoice INV/2027-28/0001 is issued already' },
    });
  });

  it('takes a part payment by UPI once, and refuses what does not fit with nothing written', async () => {
    const [invoice] = await billing(server).invoices.list({ period: '2027-03' });
    const PAY =
      'mutation($input: PaymentInputType!) { recordPayment(input: $input) { balance lines { kind amount balance description } } }';
    const payment = {
      familyId: sharma.id,
      invoiceId: invoice.id,
      amount: 500_000,
      currency: 'INR' as const,
      method: 'UPI' as const,
      reference: 'UTR 4021 7781',
      receivedOn: '2027-04-05',
    };
    // recorded on the 6th (the service's clock; the API's is today's)
    const ledger = await billing(server).ledger.recordPayment(payment, ACTOR, at('2027-04-06 12:00'));
    expect(ledger.balance).toBe(515_980);
    expect(ledger.lines.at(-1)).toMatchObject({
      kind: 'PAYMENT',
      amount: -500_000,
      balance: 515_980,
      description: 'Payment by UPI (UTR 4021 7781) for INV/2027-28/0001',
    });
    const today = new Date().toISOString().slice(0, 10);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ reference: 'utr 4021 7781' }, 'reference', 'A UPI payment with reference utr 4021 7781 is recorded already'],
      [{ reference: 'X1', currency: 'USD' }, 'currency', 'The family is billed in INR'],
      [{ reference: 'X2', amount: -100 }, 'amount', 'Must be more than 0'],
      [{ reference: 'X3', amount: 0 }, 'amount', 'Must be more than 0'],
      [
        { reference: '', method: 'BANK_TRANSFER' },
        'reference',
        'Give the reference (UTR or transaction id) the payment came with',
      ],
      [{ reference: 'X4', receivedOn: '2099-01-01' }, 'receivedOn', 'Must not be in the future'],
      [{ reference: 'X5', invoiceId: miller.id }, 'invoiceId', "Not one of this family's invoices"],
    ];
    for (const [change, field, message] of refusals) {
      const answer = await admin(PAY, { input: { ...payment, receivedOn: today, ...change } });
      expect(answer.body.errors?.[0]?.extensions?.fieldErrors, JSON.stringify(change)).toEqual({ [field]: message });
    }
    // a fraction of a paisa is not an Int: refused before any resolver runs
    const fraction = await admin(PAY, { input: { ...payment, reference: 'X6', amount: 12.5 } });
    expect(fraction.body.errors?.[0]?.message).toMatch(/Int/);
    expect((await billing(server).ledger.of(sharma.id)).lines).toHaveLength(2);
  });

  it("owes the same in the ledger, on the invoice and in the school's export of who owes what", async () => {
    const b = billing(server);
    const [invoice] = await b.invoices.list({ period: '2027-03' });
    const { balance } = await b.ledger.of(sharma.id);
    // the invoice's total less the part paid for it
    expect(balance).toBe(invoice.total - 500_000);
    expect(await b.online.due(invoice)).toBe(balance);
    const csv = await get(`${server.url}/admin/export/ageing.csv?asOf=2027-04-06`, cookie);
    expect(csvLines(csv.body).slice(1)).toEqual([
      `Priya Sharma,${sharma.id},owes,INR,5159.80,5159.80,0.00,0.00,0.00,0.00,2027-04-16,2027-04-06`,
    ]);
  });

  it('credits part of an issued invoice with its own number, and all of it frees the month to bill again', async () => {
    const b = billing(server);
    const [invoice] = await b.invoices.list({ period: '2027-03' });
    const APRIL_8 = at('2027-04-08 10:00');
    const note = await b.invoices.credit(invoice.id, 15_980, 'Rounding goodwill', ACTOR, APRIL_8);
    expect(note).toMatchObject({ series: 'CN:2027-28', seq: 1, amount: 15_980 });
    expect((await b.ledger.of(sharma.id)).balance).toBe(500_000);
    await expect(b.invoices.credit(invoice.id, 1_000_001, 'Too much', ACTOR, APRIL_8)).rejects.toMatchObject({
      fieldErrors: { amount: 'At most ₹10,000.00 is left to credit' },
    });
    await b.invoices.credit(invoice.id, 1_000_000, 'Billed at the wrong rate', ACTOR, at('2027-04-09 10:00'));
    // the family paid 5,000.00 of an invoice now credited in full: 5,000.00 in credit
    const ledger = await b.ledger.of(sharma.id);
    expect(ledger.balance).toBe(-500_000);
    expect(ledger.lines.map((l) => l.balance)).toEqual([1_015_980, 515_980, 500_000, -500_000]);
    expect(ledger.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(ledger.balance);
    const rerun = await b.run.draft('2027-03', ACTOR, APRIL_2);
    expect(rerun).toMatchObject({ drafted: 1, alreadyDrafted: 0 });
    const drafts = await b.invoices.list({ period: '2027-03', status: 'DRAFT' });
    expect(drafts).toHaveLength(1);
    expect(drafts[0].total).toBe(1_015_980);
  });
});
