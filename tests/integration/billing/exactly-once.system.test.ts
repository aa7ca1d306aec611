/**
 * Nothing billed twice, nothing numbered twice (docs/requirements.md#billing-run, #invoices), on one real database
 * (PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file): a month of 600 families drafted by two
 * instances at once, then issued by both at once — one invoice a family, one charge a lesson, numbers 1 to 600 with
 * no gap; another month's run in a server process killed half-way (SIGKILL) and run again by another instance — the
 * families drafted before stay as they were, the rest are drafted, none twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { spawnServer, type ServerProcess } from '../../helpers/server';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE } from './billing-world';

const FAMILIES = 600;
const ENV = { ...ADMIN_ENV, SESSION_SECRET: 'x'.repeat(40), SCHOOL_TIME_ZONE: ZONE };
let a: TestApp;
let b: TestApp;
let killed: ServerProcess | null = null;

async function month(teacherId: string, days: string[]) {
  const world = new World(a);
  for (let i = 0; i < FAMILIES; i++) {
    const student = world.student(world.family(`family${i}.${days[0]}@example.org`), `Student ${i}`);
    for (const day of days)
      world.lesson(student, teacherId, `${day} ${String(8 + (i % 12)).padStart(2, '0')}:00`, 'ATTENDED');
  }
  await world.save();
}

async function count(sql: string): Promise<number> {
  return Number((await a.db.query<{ n: number | string }>(sql))[0].n);
}

beforeAll(async () => {
  a = await buildTestApp({ env: ENV, s3: false });
  b = await buildTestApp({ env: ENV, s3: false, sharing: a });
  const cookie = await signIn(a.url);
  const teacher = await addTeacher((q, v) => gql(a.url, cookie, q, v), 'Kiran Rao', ZONE);
  await billing(a).fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'INR', amount: 90_000, validFrom: '2026-08-01' },
    ACTOR,
    at('2026-07-01 10:00'),
  );
  await month(teacher, ['2026-09-07', '2026-09-14', '2026-09-21']);
  await month(teacher, ['2026-10-05', '2026-10-12', '2026-10-19']);
}, 180_000);
afterAll(async () => {
  await killed?.kill('SIGKILL');
  await b?.stop();
  await a?.stop();
});

describe('two instances at once', () => {
  it('draft each family once, then issue numbers 1 to N with no gap', async () => {
    const runs = await Promise.all([billing(a), billing(b)].map((x) => x.run.draft('2026-09', ACTOR)));
    expect(runs[0].drafted + runs[1].drafted).toBe(FAMILIES);
    expect(runs[0].alreadyDrafted + runs[1].alreadyDrafted).toBe(FAMILIES);
    expect(await count("SELECT COUNT(DISTINCT family_id) AS n FROM invoices WHERE period = '2026-09'")).toBe(FAMILIES);
    expect(await count("SELECT COUNT(*) AS n FROM invoices WHERE period = '2026-09'")).toBe(FAMILIES);
    expect(
      await count("SELECT COUNT(DISTINCT lesson_id) AS n FROM invoice_lines WHERE service_on LIKE '2026-09%'"),
    ).toBe(3 * FAMILIES);
    expect(await count("SELECT COUNT(*) AS n FROM invoice_lines WHERE service_on LIKE '2026-09%'")).toBe(3 * FAMILIES);

    const now = at('2026-10-02 10:00');
    const issued = await Promise.all([billing(a), billing(b)].map((x) => x.invoices.issueAll('2026-09', ACTOR, now)));
    expect(issued[0] + issued[1]).toBe(FAMILIES);
    const numbers = await a.db.query<{ series: string; seq: number }>(
      "SELECT series, seq FROM invoices WHERE period = '2026-09' ORDER BY seq",
    );
    expect(new Set(numbers.map((n) => n.series))).toEqual(new Set(['INV:2026-27']));
    expect(numbers.map((n) => Number(n.seq))).toEqual(Array.from({ length: FAMILIES }, (_, i) => i + 1));
    expect(await count("SELECT COUNT(*) AS n FROM ledger_entries WHERE kind = 'INVOICE'")).toBe(FAMILIES);
  }, 120_000);
});

describe('a run killed half-way', () => {
  it('is finished by the next run with no family twice', async () => {
    killed = await spawnServer({ DATA_DIR: a.dataDir, ...a.db.env, ...ENV });
    const cookie = await signIn(killed.url);
    const run = gql(killed.url, cookie, 'mutation { runBilling(period: "2026-10") { drafted } }').catch(() => null);
    const drafted = () => count("SELECT COUNT(*) AS n FROM invoices WHERE period = '2026-10'");
    const deadline = Date.now() + 60_000;
    while ((await drafted()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    await killed.kill('SIGKILL');
    killed = null;
    await run;
    const before = await drafted();
    expect(before).toBeGreaterThan(0);
    expect(before, 'the run was killed before it had drafted every family').toBeLessThan(FAMILIES);

    const rerun = await billing(a).run.draft('2026-10', ACTOR);
    expect(rerun).toMatchObject({ drafted: FAMILIES - before, alreadyDrafted: before });
    expect(await drafted()).toBe(FAMILIES);
    expect(await count("SELECT COUNT(DISTINCT family_id) AS n FROM invoices WHERE period = '2026-10'")).toBe(FAMILIES);
    // every draft whole: three lessons each, none without its lines
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM invoices i WHERE i.period = '2026-10' AND " +
          '(SELECT COUNT(*) FROM invoice_lines l WHERE l.invoice_id = i.id) <> 3',
      ),
    ).toBe(0);
  }, 120_000);
});
