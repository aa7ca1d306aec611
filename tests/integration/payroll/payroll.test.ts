/**
 * Teachers' pay for a month (docs/requirements.md#payroll) through the real API, on SQLite or PostgreSQL
 * (TEST_DATABASE_URL): September 2026 of three teachers. Ravi (Kolkata) is paid ₹500 a lesson, ₹600 from the 15th
 * of his day, and ₹900 for piano; a lesson at 00:30 on the 15th in Kolkata (still the 14th in UTC) is paid at the
 * new rate; a lesson unmarked keeps his month from being final. Tara (London) is paid £30 an hour by the minute.
 * Meera has no rate: "no rate", never 0. Teachers see none of it; the CSV says what the query says.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { ACTOR, at, World, ZONE } from '../billing/billing-world';
import { addTeacher, refusedNaming } from '../lessons/support';

let server: TestApp;
let cookie: string;
let teacherCookie: string;
const ids: Record<string, string> = {};
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const MONTH = '2026-09';
const PAY = `query($m: String!) { payrollMonth(month: $m) { teacherId teacherName taught minutesTaught unmarked
  upcoming noRate final unrated amounts { currency amount } lines { lessons minutes amount rate { amount course } } } }`;
const SET = 'mutation($input: PayRateInput!) { setPayRate(input: $input) { id validFrom } }';

type Pay = { teacherId: string; amounts: { currency: string; amount: number }[]; [key: string]: unknown };
const payOf = async (teacherId: string): Promise<Pay> => {
  const answer = await admin(PAY, { m: MONTH });
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data.payrollMonth as Pay[]).find((p) => p.teacherId === teacherId)!;
};

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SCHOOL_TIME_ZONE: ZONE }, s3: false });
  cookie = await signIn(server.url);
  ids.ravi = await addTeacher(admin, 'Ravi Menon', ZONE, ['guitar', 'piano']);
  ids.meera = await addTeacher(admin, 'Meera Iyer', ZONE);
  ids.tara = await addTeacher(admin, 'Tara Quinn', 'Europe/London');
  const rates = server.app.admin.payroll.rates;
  const august = at('2026-08-20 10:00');
  const base = { teacherId: ids.ravi, kind: 'PER_LESSON' as const, currency: 'INR' as const };
  await rates.set({ ...base, amount: 50_000, validFrom: '2026-09-01' }, ACTOR, august);
  await rates.set({ ...base, amount: 90_000, validFrom: '2026-09-01', course: 'piano' }, ACTOR, august);
  // set on the 10th, from the 15th: the change mid-month
  await rates.set({ ...base, amount: 60_000, validFrom: '2026-09-15' }, ACTOR, at('2026-09-10 10:00'));
  await rates.set(
    { teacherId: ids.tara, kind: 'PER_HOUR', currency: 'GBP', amount: 3_000, validFrom: '2026-09-01' },
    ACTOR,
    august,
  );
  const world = new World(server);
  const family = world.family('payroll.family@example.org');
  const asha = world.student(family, 'Asha Rao');
  world.lesson(asha, ids.ravi, '2026-09-02 17:00', 'ATTENDED'); // ₹500
  world.lesson(asha, ids.ravi, '2026-09-09 17:00', 'ABSENT'); // a no-show is taught: ₹500
  world.lesson(asha, ids.ravi, '2026-09-10 17:00', 'ABSENT_WITH_NOTICE'); // not taught
  world.lesson(asha, ids.ravi, '2026-09-15 00:30', 'ATTENDED'); // the 15th in Kolkata: ₹600
  world.lesson(asha, ids.ravi, '2026-09-16 17:00', 'ATTENDED', { course: 'piano' }); // piano: ₹900
  world.lesson(asha, ids.ravi, '2026-09-22 17:00', 'SCHEDULED'); // begun, not marked
  world.lesson(asha, ids.meera, '2026-09-03 17:00', 'ATTENDED');
  world.lesson(asha, ids.tara, '2026-09-08 17:00', 'ATTENDED'); // 45 minutes at £30 an hour: £22.50
  await world.save();
  const teachers = await admin('{ teachers { id email } }');
  const taraEmail = teachers.body.data.teachers.find((t: { id: string }) => t.id === ids.tara).email as string;
  teacherCookie = await addUser(server.url, cookie, taraEmail, 'teacher');
}, 60_000);
afterAll(() => server?.stop());

describe("the month's pay", () => {
  it('pays each lesson taught at the rate of its day, in the teacher’s zone, a course at its own rate', async () => {
    const ravi = await payOf(ids.ravi);
    expect(ravi).toMatchObject({ teacherName: 'Ravi Menon', taught: 4, noRate: false, unrated: 0 });
    expect(ravi.lines).toEqual([
      { lessons: 2, minutes: 90, amount: 100_000, rate: { amount: 50_000, course: null } },
      { lessons: 1, minutes: 45, amount: 90_000, rate: { amount: 90_000, course: 'piano' } },
      { lessons: 1, minutes: 45, amount: 60_000, rate: { amount: 60_000, course: null } },
    ]);
    expect(ravi.amounts).toEqual([{ currency: 'INR', amount: 250_000 }]);
  });

  it('is not final while a lesson is unmarked', async () => {
    expect(await payOf(ids.ravi)).toMatchObject({ unmarked: 1, upcoming: 0, final: false });
    expect(await payOf(ids.tara)).toMatchObject({ unmarked: 0, final: true });
  });

  it('pays an hourly rate by the minute', async () => {
    expect((await payOf(ids.tara)).amounts).toEqual([{ currency: 'GBP', amount: 2_250 }]);
  });

  it('lists a teacher with no rate as "no rate", not 0', async () => {
    expect(await payOf(ids.meera)).toMatchObject({ taught: 1, noRate: true, unrated: 1, amounts: [], lines: [] });
  });

  it('answers BAD_USER_INPUT naming month for a month not YYYY-MM', async () => {
    const answer = await admin(PAY, { m: '2026-9' });
    refusedNaming(answer, 'month');
  });
});

describe('setting a rate', () => {
  const count = async () => (await admin('{ payRates { id } }')).body.data.payRates.length as number;
  const refused = async (input: Record<string, unknown>, field: string) => {
    const before = await count();
    refusedNaming(await admin(SET, { input }), field);
    expect(await count()).toBe(before);
  };
  const good = { teacherId: '', kind: 'PER_LESSON', currency: 'INR', amount: 55_000, validFrom: '2099-01-01' };

  it('refuses a past day, an unknown course, no amount or an unknown teacher, naming the field', async () => {
    await refused({ ...good, teacherId: ids.meera, validFrom: '2026-09-01' }, 'validFrom');
    await refused({ ...good, teacherId: ids.meera, course: 'banjo' }, 'course');
    await refused({ ...good, teacherId: ids.meera, amount: 0 }, 'amount');
    await refused({ ...good, teacherId: ids.meera, amount: 5_000_001 }, 'amount');
    await refused({ ...good, teacherId: '00000000-0000-4000-8000-000000000000' }, 'teacherId');
  });

  it('sets one from a later day, audited; a second on the same day is refused; it is taken back before its day', async () => {
    const set = await admin(SET, { input: { ...good, teacherId: ids.meera } });
    expect(set.body.errors).toBeUndefined();
    await refused({ ...good, teacherId: ids.meera, amount: 56_000 }, 'validFrom');
    const audit = await admin('{ auditLog(filter: { action: "pay_rate_set" }) { items { detail } } }');
    expect(audit.body.data.auditLog.items.map((i: { detail: string }) => i.detail)).toContain(
      'Meera Iyer: ₹550.00 a lesson from 2099-01-01',
    );
    const removed = await admin('mutation($id: ID!) { removePayRate(id: $id) }', { id: set.body.data.setPayRate.id });
    expect(removed.body.data.removePayRate).toBe(true);
    // still no rate in September: a rate from 2099 never reaches back
    expect(await payOf(ids.meera)).toMatchObject({ noRate: true });
  });

  it('refuses to take back a rate whose day has come', async () => {
    const [rate] = (await admin('query($t: ID) { payRates(teacherId: $t) { id } }', { t: ids.tara })).body.data
      .payRates;
    const answer = await admin('mutation($id: ID!) { removePayRate(id: $id) }', { id: rate.id });
    expect(answer.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect((await payOf(ids.tara)).amounts).toEqual([{ currency: 'GBP', amount: 2_250 }]);
  });
});

describe('a teacher', () => {
  it('sees no money, not even their own', async () => {
    const pay = await gql(server.url, teacherCookie, PAY, { m: MONTH });
    expect(pay.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const set = await gql(server.url, teacherCookie, SET, {
      input: { teacherId: ids.tara, kind: 'PER_LESSON', currency: 'GBP', amount: 1, validFrom: '2099-01-01' },
    });
    expect(set.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const csv = await get(`${server.url}/admin/export/payroll.csv?month=${MONTH}`, teacherCookie);
    expect(csv.status).toBe(403);
  });
});

describe('the CSV', () => {
  it('keeps its columns and says what the query says', async () => {
    const csv = await get(`${server.url}/admin/export/payroll.csv?month=${MONTH}`, cookie);
    expect(csv.status).toBe(200);
    const [head, ...rows] = (csv.body as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = head.split(',');
    expect(columns.slice(0, 4)).toEqual(['teacherName', 'month', 'timeZone', 'taught']);
    expect(columns.slice(-5)).toEqual(['rate', 'amount', 'currency', 'unratedLessons', 'final']);
    const cell = (name: string, column: string) => {
      const row = rows.find((r) => r.startsWith(`${name},`))!;
      // the rates column may hold commas inside quotes: read the last four by position from the end
      const cells = row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, ''));
      return cells[columns.indexOf(column)];
    };
    const answer = (await admin(PAY, { m: MONTH })).body.data.payrollMonth as Pay[];
    for (const pay of answer) {
      const name = pay.teacherName as string;
      expect(cell(name, 'taught')).toBe(String(pay.taught));
      const [first] = pay.amounts;
      expect(cell(name, 'amount')).toBe(first ? (first.amount / 100).toFixed(2) : pay.noRate ? '' : '0.00');
      expect(cell(name, 'currency')).toBe(first?.currency ?? '');
      expect(cell(name, 'final')).toBe(pay.final ? 'yes' : 'no');
    }
    expect(cell('Meera Iyer', 'rate')).toBe('no rate');
    expect(cell('Ravi Menon', 'rate')).toBe(
      '₹500.00 a lesson from 2026-09-01; ₹900.00 a lesson (piano) from 2026-09-01; ₹600.00 a lesson from 2026-09-15',
    );
    expect(cell('Ravi Menon', 'amount')).toBe('2500.00');
  });
});
