/**
 * Billing for the browser suites (docs/requirements.md#billing): what staff set through the API, and the one thing
 * the API cannot make — a lesson given last month and the fee that applied to it (lessons are never planned in the
 * past, nor fees set from a past date) — written straight to the server's database, as the billing integration
 * tests' world does. Then last month's run has a family to draft.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { onPostgres } from '../../../helpers/database';
import { schoolToday } from '../../../helpers/school-clock';
import type { TestServer } from '../../../helpers/server';
import { ADMIN, adminSession } from './seed';

/** Last month in the school's calendar ("YYYY-MM"), and the month before it. */
export function pastMonths(): { last: string; before: string } {
  const [y, m] = schoolToday().split('-').map(Number);
  const month = (back: number) => {
    const d = new Date(Date.UTC(y, m - 1 - back, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  };
  return { last: month(1), before: month(2) };
}

/** Statements straight to the server's database (SQLite file or PostgreSQL), in one go. */
export async function execute(server: TestServer, statements: [string, unknown[]][]): Promise<void> {
  if (onPostgres) {
    for (const [sql, params] of statements) await server.db.query(sql, params);
    return;
  }
  // TypeORM keeps SQLite datetimes as UTC "YYYY-MM-DD HH:MM:SS.SSS"
  const text = (value: unknown) =>
    value instanceof Date ? value.toISOString().replace('T', ' ').replace('Z', '') : value;
  const db = new Database(join(server.dataDir, 'school.db'));
  db.pragma('busy_timeout = 5000');
  try {
    db.transaction(() => {
      for (const [sql, params] of statements) db.prepare(sql).run(...params.map(text));
    })();
  } finally {
    db.close();
  }
}

/**
 * A piano lesson the student attended on the 10th of last month (noon in India), with its teacher, and a course
 * fee of ₹1,500 a lesson from the month before: last month's run drafts one invoice for the family.
 */
export async function seedLastMonthLesson(
  server: TestServer,
  { studentId, teacherId }: { studentId: string; teacherId: string },
): Promise<void> {
  const { last, before } = pastMonths();
  const startsAt = new Date(`${last}-10T06:30:00.000Z`);
  const now = new Date();
  await execute(server, [
    [
      'INSERT INTO fee_plans (id, course, teacher_id, kind, currency, amount, lessons_included, valid_from, ' +
        'created_by, created_at) VALUES (?, ?, NULL, ?, ?, ?, NULL, ?, ?, ?)',
      [randomUUID(), 'piano', 'PER_LESSON', 'INR', 150_000, `${before}-01`, ADMIN.email, now],
    ],
    [
      'INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, makeup_for, ' +
        'created_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, NULL, ?)',
      [
        randomUUID(),
        studentId,
        teacherId,
        'piano',
        startsAt,
        new Date(startsAt.getTime() + 45 * 60_000),
        'ATTENDED',
        now,
      ],
    ],
  ]);
}

export interface BillingRecords {
  family: string;
  invoice: string;
}

/**
 * What the walk's billing screens show: GST at 18 %, a fee from next month (one that can still be taken back),
 * last month's invoice issued, and on the family's account a part payment by UPI and a goodwill credit.
 */
export async function seedBillingWalk(
  server: TestServer,
  r: { student: string; teacher: string },
): Promise<BillingRecords> {
  await seedLastMonthLesson(server, { studentId: r.student, teacherId: r.teacher });
  const api = await adminSession(server.url, ADMIN);
  const must = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await api(query, variables);
    if (answer.errors) throw new Error(`${query}: ${JSON.stringify(answer.errors)}`);
    return answer.data!;
  };
  const { last } = pastMonths();
  const settings = {
    defaultCurrency: 'INR',
    taxLabel: 'GST',
    taxBp: 1800,
    siblingBp: 500,
    multiCourseBp: 1000,
    billingDay: 1,
    dueDays: 10,
    fyStartMonth: 4,
    invoicePrefix: 'INV/',
    payInstructions: 'UPI: school@bank',
  };
  await must('mutation($input: BillingSettingsInput!) { setBillingSettings(input: $input) { taxBp } }', {
    input: settings,
  });
  const later = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
  await must('mutation($input: FeePlanInput!) { setFeePlan(input: $input) { id } }', {
    input: { course: 'piano', kind: 'PER_LESSON', currency: 'INR', amount: 160_000, validFrom: later },
  });
  const run = await must('mutation($p: String!) { runBilling(period: $p) { drafted } }', { p: last });
  if (run.runBilling.drafted !== 1) throw new Error(`last month's run drafted ${run.runBilling.drafted}`);
  await must('mutation($p: String!) { issueInvoices(period: $p) }', { p: last });
  const [invoice] = (await must('query($p: String) { invoices(period: $p) { id familyId } }', { p: last }))
    .invoices as { id: string; familyId: string }[];
  await must('mutation($input: PaymentInputType!) { recordPayment(input: $input) { balance } }', {
    input: {
      familyId: invoice.familyId,
      amount: 50_000,
      currency: 'INR',
      method: 'UPI',
      reference: 'UTR-WALK-1',
      receivedOn: schoolToday(),
      invoiceId: invoice.id,
    },
  });
  await must(
    'mutation($f: ID!) { grantCredit(familyId: $f, amount: 10000, reason: "A lesson moved twice") { balance } }',
    {
      f: invoice.familyId,
    },
  );
  return { family: invoice.familyId, invoice: invoice.id };
}

/**
 * What a provider's webhook leaves for staff when money came for an amount the link did not ask (the webhook route
 * itself is tested in tests/integration/billing/webhooks.test.ts): one open payment exception on `invoiceId`.
 */
export async function seedPaymentException(server: TestServer, invoiceId: string): Promise<void> {
  await execute(server, [
    [
      'INSERT INTO billing_exceptions (id, provider, event_id, invoice_id, amount, currency, problem, created_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [
        randomUUID(),
        'razorpay',
        'pay_e2e_short',
        invoiceId,
        1_700,
        'INR',
        'Paid ₹17.00; the link asked ₹1,269.75',
        new Date(),
      ],
    ],
  ]);
}
