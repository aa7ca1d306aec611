/**
 * A school's money for the report tests (docs/requirements.md#billing-reports): four families billed from November
 * 2026 to March 2027 in rupees, dollars and pounds — the Sharmas (two children, a sibling discount) owing three
 * months after a part payment that named no invoice, the Millers owing two old invoices after a card payment of
 * one, the Browns in credit after a credit note and paying too much, the Khans paid up. Built through the billing
 * service with a chosen `now` (a run, its issue, payments and a credit note on their days).
 */
import { addUser, ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE } from './billing-world';

export interface MoneyWorld {
  server: TestApp;
  cookie: string;
  /** Meera Iyer's session: a teacher. */
  teacherCookie: string;
  ids: Record<string, string>;
  admin: (query: string, variables?: Record<string, unknown>) => ReturnType<typeof gql>;
}

/** A CSV file's lines, without its byte-order mark. */
export const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

export async function moneyWorld(): Promise<MoneyWorld> {
  const server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'r'.repeat(40), SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  const cookie = await signIn(server.url);
  const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
  const ids: Record<string, string> = {};
  const b = billing(server);
  /** Bills a month on the 1st of the next (issued the same day: due 14 days later). */
  const billMonth = async (period: string, on: string) => {
    await b.run.draft(period, ACTOR, at(`${on} 10:00`));
    await b.invoices.issueAll(period, ACTOR, at(`${on} 10:00`));
  };
  const invoiceOf = async (familyId: string, period: string) => (await b.invoices.list({ familyId, period }))[0];
  ids.ravi = await addTeacher(admin, 'Ravi Menon', ZONE, ['guitar', 'piano']);
  ids.meera = await addTeacher(admin, 'Meera Iyer', ZONE, ['guitar']);
  const [meera]: { email: string }[] = await server.app.dataSource.query(
    `SELECT email FROM teachers WHERE id = ${server.app.dataSource.options.type === 'postgres' ? '$1' : '?'}`,
    [ids.meera],
  );
  const teacherCookie = await addUser(server.url, cookie, meera.email, 'teacher');
  const october = at('2026-10-10 10:00');
  await b.settings.set(
    {
      defaultCurrency: 'INR',
      taxLabel: 'GST',
      taxBp: 1800,
      siblingBp: 1000,
      multiCourseBp: 0,
      billingDay: 1,
      dueDays: 14,
      fyStartMonth: 4,
      invoicePrefix: 'INV/',
      payInstructions: 'UPI: school@bank',
    },
    ACTOR,
    october,
  );
  const from = '2026-11-01';
  await b.fees.set(
    { course: 'piano', kind: 'PER_LESSON', currency: 'INR', amount: 120_000, validFrom: from },
    ACTOR,
    october,
  );
  await b.fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'INR', amount: 100_000, validFrom: from },
    ACTOR,
    october,
  );
  await b.fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'USD', amount: 5_000, validFrom: from },
    ACTOR,
    october,
  );
  await b.fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'GBP', amount: 4_000, validFrom: from },
    ACTOR,
    october,
  );

  const world = new World(server);
  const sharma = world.family('sharma@example.org', 'Priya Sharma');
  const asha = world.student(sharma, 'Asha Sharma', 'piano');
  const rohan = world.student(sharma, 'Rohan Sharma');
  for (const month of ['01', '02', '03']) {
    world.lesson(asha, ids.ravi, `2027-${month}-05 17:00`, 'ATTENDED', { course: 'piano' });
    world.lesson(asha, ids.ravi, `2027-${month}-12 17:00`, 'ABSENT', { course: 'piano' });
    world.lesson(rohan, ids.meera, `2027-${month}-06 16:00`, 'ATTENDED');
    world.lesson(rohan, ids.meera, `2027-${month}-13 16:00`, 'ATTENDED');
  }
  const miller = world.family('miller@example.org', 'Dan Miller');
  const sam = world.student(miller, 'Sam Miller');
  for (const day of ['2026-11-04', '2026-11-11', '2026-11-18', '2026-12-02', '2026-12-09'])
    world.lesson(sam, ids.meera, `${day} 20:00`, 'ATTENDED');
  const brown = world.family('brown@example.org', 'Alice Brown');
  const ben = world.student(brown, 'Ben Brown');
  world.lesson(ben, ids.ravi, '2027-02-04 21:00', 'ATTENDED');
  world.lesson(ben, ids.ravi, '2027-02-11 21:00', 'ATTENDED');
  const khan = world.family('khan@example.org', 'Omar Khan');
  world.lesson(world.student(khan, 'Zara Khan'), ids.meera, '2027-01-20 16:00', 'ATTENDED');
  await world.save();
  Object.assign(ids, { sharma: sharma.id, miller: miller.id, brown: brown.id, khan: khan.id });
  await b.accounts.setCurrency(miller.id, 'USD', ACTOR);
  await b.accounts.setCurrency(brown.id, 'GBP', ACTOR);

  await billMonth('2026-11', '2026-12-01'); // Miller $177.00, due 15 December
  await billMonth('2026-12', '2027-01-01'); // Miller $118.00, due 15 January
  const november = await invoiceOf(miller.id, '2026-11');
  await b.ledger.recordPayment(
    {
      familyId: miller.id,
      invoiceId: november.id,
      amount: 5_000,
      currency: 'USD',
      method: 'CARD',
      receivedOn: '2027-01-05',
    },
    ACTOR,
    at('2027-01-05 12:00'),
  );
  await billMonth('2027-01', '2027-02-01'); // Sharma ₹4,956.00 and Khan ₹1,180.00, due 15 February
  await b.ledger.recordPayment(
    { familyId: khan.id, amount: 118_000, currency: 'INR', method: 'CASH', receivedOn: '2027-02-20' },
    ACTOR,
    at('2027-02-20 12:00'),
  );
  await billMonth('2027-02', '2027-03-01'); // Sharma ₹4,956.00, Brown £94.40, due 15 March
  const february = await invoiceOf(brown.id, '2027-02');
  await b.invoices.credit(february.id, 1_000, 'A lesson cut short', ACTOR, at('2027-03-05 12:00'));
  await b.ledger.recordPayment(
    {
      familyId: brown.id,
      amount: 9_000,
      currency: 'GBP',
      method: 'BANK_TRANSFER',
      reference: 'BT-9',
      receivedOn: '2027-03-10',
    },
    ACTOR,
    at('2027-03-10 12:00'),
  );
  await b.ledger.recordPayment(
    {
      familyId: sharma.id,
      amount: 300_000,
      currency: 'INR',
      method: 'UPI',
      reference: 'UTR-1',
      receivedOn: '2027-03-20',
    },
    ACTOR,
    at('2027-03-20 12:00'),
  );
  await billMonth('2027-03', '2027-04-01'); // Sharma ₹4,956.00, due 15 April
  return { server, cookie, teacherCookie, ids, admin };
}
