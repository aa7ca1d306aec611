// Billing at scale (docs/requirements.md#billing): a school of 2,000 families (every fourth with a second child,
// 2,500 students), each student with four lessons in last month, a per-lesson fee, GST and a sibling discount; the
// month's billing run and the issuing of its invoices timed end to end over HTTP, then a family's ledger (a year of
// invoices and payments) read 200 times, on SQLite and (when reachable) PostgreSQL. The month's lessons are written
// straight to the database (the API plans lessons from today on, not in a month gone).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { REPORT_READS, REPORT_TARGET, reportPasses, seedYear, timeReports } from './billing-reports.mjs';
import { client, onEachDatabase, signIn } from './booking.mjs';
import { startServer } from './server.mjs';
import { fmt, median, na, percentile, row } from './table.mjs';

const FAMILIES = 2_000;
const LEDGER_READS = 200;
const WARM_UP = 20;
const RUN_TARGET = '≤ 10 s';
const LEDGER_TARGET = 'p95 ≤ 30 ms';

/** Last month, YYYY-MM (UTC; the school's zone is within a day of it). */
function lastMonth() {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

/** Multi-row inserts on either database. */
function writer(label, dataDir, env) {
  if (label === 'SQLite') {
    const db = new Database(join(dataDir, 'school.db'));
    db.pragma('busy_timeout = 10000');
    const value = (v) => (v instanceof Date ? v.toISOString().replace('T', ' ').replace('Z', '') : v);
    return {
      async insert(table, columns, rows) {
        db.transaction(() => {
          for (let i = 0; i < rows.length; i += 500) {
            const chunk = rows.slice(i, i + 500);
            const one = `(${columns.map(() => '?').join(', ')})`;
            db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => one).join(', ')}`).run(
              ...chunk.flat().map(value),
            );
          }
        })();
      },
      // the server never gathers statistics on SQLite: its planner goes without them here too
      analyze: async () => undefined,
      close: async () => db.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
  return {
    async insert(table, columns, rows) {
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        let n = 0;
        const values = chunk.map(() => `(${columns.map(() => `$${++n}`).join(', ')})`).join(', ');
        await pool.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}`, chunk.flat());
      }
    },
    // autovacuum's analyze keeps a live database's statistics; it has not run on rows written a second ago
    analyze: () => pool.query('ANALYZE'),
    close: () => pool.end(),
  };
}

async function seed(db, teacherId, period) {
  const now = new Date();
  await db.insert(
    'fee_plans',
    [
      'id',
      'course',
      'teacher_id',
      'kind',
      'currency',
      'amount',
      'lessons_included',
      'valid_from',
      'created_by',
      'created_at',
    ],
    [[randomUUID(), 'guitar', null, 'PER_LESSON', 'INR', 90_000, null, '2020-01-01', 'bench', now]],
  );
  const families = [];
  const students = [];
  const lessons = [];
  for (let f = 0; f < FAMILIES; f++) {
    const familyId = randomUUID();
    families.push([familyId, `Payer ${f}`, `family${f}@example.org`, 'Asia/Kolkata', 1, now]);
    for (let s = 0; s < (f % 4 === 0 ? 2 : 1); s++) {
      const studentId = randomUUID();
      students.push([studentId, familyId, `Student ${f}-${s}`, 'guitar', 'active', now]);
      for (const day of [3, 10, 17, 24]) {
        const startsAt = new Date(
          `${period}-${String(day).padStart(2, '0')}T${String(4 + (f % 10)).padStart(2, '0')}:00:00Z`,
        );
        const status = (f + day) % 13 === 0 ? 'ABSENT_WITH_NOTICE' : 'ATTENDED';
        lessons.push([
          randomUUID(),
          studentId,
          teacherId,
          'guitar',
          startsAt,
          new Date(+startsAt + 45 * 60_000),
          status,
          now,
        ]);
      }
    }
  }
  await db.insert('families', ['id', 'payer_name', 'email', 'time_zone', 'calendar_version', 'created_at'], families);
  await db.insert('students', ['id', 'family_id', 'name', 'course', 'status', 'created_at'], students);
  await db.insert(
    'lessons',
    ['id', 'student_id', 'teacher_id', 'course', 'starts_at', 'ends_at', 'status', 'created_at'],
    lessons,
  );
  return families.map((f) => f[0]);
}

/** A year of history for a family's ledger: an invoice and a payment each month. */
async function history(db, familyIds) {
  const rows = [];
  for (const familyId of familyIds)
    for (let m = 0; m < 12; m++) {
      const on = new Date(Date.UTC(2025, m, 5));
      const day = on.toISOString().slice(0, 10);
      rows.push(
        [randomUUID(), familyId, 'INVOICE', 377_640, 'INR', 'Invoice for a month', day, 'bench', on],
        [
          randomUUID(),
          familyId,
          'PAYMENT',
          -377_640,
          'INR',
          'Payment by UPI',
          day,
          'bench',
          new Date(+on + 86_400_000),
        ],
      );
    }
  await db.insert(
    'ledger_entries',
    ['id', 'family_id', 'kind', 'amount', 'currency', 'description', 'occurred_on', 'created_by', 'created_at'],
    rows,
  );
}

async function measure(label, env) {
  // the billing calendar would draft last month on its own: the bench times the run itself
  const server = await startServer({ env: { ...env, BILLING_SCHEDULE: 'false' }, s3: false });
  const db = writer(label, server.dataDir, env);
  try {
    const as = client(server.url, await signIn(server.url));
    const { data } = await as('mutation($i: CreateTeacherInput!) { createTeacher(input: $i) { id } }', {
      i: { name: 'Bench Teacher', email: 'teacher@school.example', courses: ['guitar'], timeZone: 'Asia/Kolkata' },
    });
    await as('mutation($input: BillingSettingsInput!) { setBillingSettings(input: $input) { taxBp } }', {
      input: {
        defaultCurrency: 'INR',
        taxLabel: 'GST',
        taxBp: 1800,
        siblingBp: 1000,
        multiCourseBp: 500,
        billingDay: 1,
        dueDays: 14,
        fyStartMonth: 4,
        invoicePrefix: 'INV/',
        payInstructions: 'UPI: school@bank',
      },
    });
    const period = lastMonth();
    const familyIds = await seed(db, data.createTeacher.id, period);
    let t0 = performance.now();
    const run = await as('mutation($p: String!) { runBilling(period: $p) { drafted unmarked } }', { p: period });
    const runSeconds = (performance.now() - t0) / 1000;
    if (run.data?.runBilling?.drafted !== FAMILIES) throw new Error(`the run drafted ${JSON.stringify(run)}`);
    t0 = performance.now();
    const issued = await as('mutation($p: String!) { issueInvoices(period: $p) }', { p: period });
    const issueSeconds = (performance.now() - t0) / 1000;
    if (issued.data?.issueInvoices !== FAMILIES) throw new Error(`issued ${JSON.stringify(issued)}`);
    const readers = familyIds.slice(0, LEDGER_READS);
    await history(db, readers);
    const LEDGER =
      'query($id: ID!) { familyLedger(familyId: $id) { balance currency lines { id kind occurredOn description amount balance invoiceNumber } } }';
    const times = [];
    let lines = 0;
    for (let i = 0; i < WARM_UP + LEDGER_READS; i++) {
      const started = performance.now();
      const answer = await as(LEDGER, { id: readers[i % readers.length] });
      if (i >= WARM_UP) times.push(performance.now() - started);
      lines = answer.data.familyLedger.lines.length;
    }
    const year = await seedYear(db, familyIds, data.createTeacher.id, period);
    // A school's year of books arrives over a year, and the database's planner has its statistics by the time
    // anyone reads a report; written here in seconds, they are gathered before the reports are timed.
    await db.analyze();
    return { label, runSeconds, issueSeconds, times, lines, year, reports: await timeReports(as, year) };
  } finally {
    await db.close();
    await server.stop();
  }
}

export async function runBilling(log) {
  const { results, pgNote } = await onEachDatabase('billing', log, measure);
  const rows = [];
  for (const r of results) {
    const p95 = percentile(r.times, 95);
    rows.push(
      row(
        `Billing run, a month of ${FAMILIES.toLocaleString('en')} families drafted (${r.label})`,
        `${r.runSeconds.toFixed(1)} s (issuing them all: ${r.issueSeconds.toFixed(1)} s)`,
        RUN_TARGET,
        r.runSeconds <= 10,
      ),
      row(
        `A family's ledger, a year of lines (${r.label})`,
        `p50 ${fmt.ms(median(r.times))}, p95 ${fmt.ms(p95)} (${r.lines} lines)`,
        LEDGER_TARGET,
        p95 <= 30,
      ),
    );
    const { ageing, revenue } = r.reports;
    const report = (what, times, held) =>
      row(
        `${what} (${r.label})`,
        `p50 ${fmt.ms(median(times))}, p95 ${fmt.ms(percentile(times, 95))} (${held})`,
        REPORT_TARGET,
        reportPasses(times),
      );
    rows.push(
      report('billingAgeing, 2,000 families with a year of invoices', ageing.times, `${ageing.last.owing} owing`),
      report('billingRevenue, those 12 months', revenue.times, `${r.year.lines.toLocaleString('en')} invoice lines`),
    );
  }
  if (!results.some((r) => r.label === 'PostgreSQL'))
    rows.push(na('Billing (PostgreSQL)', RUN_TARGET, pgNote || 'not run'));
  return {
    rows,
    notes: [
      `Billing: ${FAMILIES} families (every fourth with two children), four guitar lessons a student last month (one in thirteen missed with notice), a per-lesson fee, GST 18 %, sibling and second-course discounts; the run and the issuing through the admin API, then ${LEDGER_READS} reads of a family's ledger (a year of invoices and payments, then last month's invoice) after ${WARM_UP} warm-up ones. Then a year of issued invoices for every family (billing-reports.mjs) and both reports read ${REPORT_READS} times each.`,
    ],
  };
}
