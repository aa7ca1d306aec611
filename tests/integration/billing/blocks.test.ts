/**
 * Blocks of lessons paid ahead (docs/requirements.md#fee-blocks) on a real database: Isha's piano is sold in blocks of
 * 10 lessons. February's run draws her four lessons (nothing bought yet: the next block pays for them) and sells a
 * block that covers them and March's five; March's run draws four (one was missed with notice: not drawn) and sells
 * the next block only because April's four would not be covered. Every line says what is left; what is left is summed
 * from the invoices, so a discarded draft gives its lessons back. A guitar family on a per-lesson fee is billed as
 * before, and a block must name its lessons.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE, type WorldFamily } from './billing-world';
import { lessonsLeft } from '../../../server/src/modules/billing/fee-blocks';

let server: TestApp;
let cookie: string;
let isha: string;
let kapoor: WorldFamily;
let joshi: WorldFamily;
const march: Record<string, string> = {};
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

async function linesOf(familyId: string, period: string): Promise<[string, string, number][]> {
  const b = billing(server);
  const invoice = (await b.invoices.list({ period })).find((i) => i.familyId === familyId)!;
  return (await b.invoices.lines(invoice.id)).map((l) => [l.kind, l.description, l.amount]);
}

beforeAll(async () => {
  server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'c'.repeat(40), SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  cookie = await signIn(server.url);
  const anita = await addTeacher(admin, 'Anita Rao', ZONE, ['piano', 'guitar']);
  const b = billing(server);
  const january = at('2027-01-10 10:00');
  const fee = { currency: 'INR' as const, validFrom: '2027-02-01' };
  await b.fees.set({ ...fee, course: 'piano', kind: 'BLOCK', amount: 1_000_000, lessonsIncluded: 10 }, ACTOR, january);
  await b.fees.set({ ...fee, course: 'guitar', kind: 'PER_LESSON', amount: 90_000 }, ACTOR, january);
  const world = new World(server);
  kapoor = world.family('kapoor@example.org', 'Nisha Kapoor');
  isha = world.student(kapoor, 'Isha Kapoor', 'piano');
  for (const day of ['02', '09', '16', '23'])
    world.lesson(isha, anita, `2027-02-${day} 17:00`, 'ATTENDED', { course: 'piano' });
  for (const day of ['02', '09', '16', '23', '30'])
    march[day] = world.lesson(isha, anita, `2027-03-${day} 17:00`, 'SCHEDULED', { course: 'piano' });
  for (const day of ['06', '13', '20', '27'])
    world.lesson(isha, anita, `2027-04-${day} 17:00`, 'SCHEDULED', { course: 'piano' });
  joshi = world.family('joshi@example.org');
  const dev = world.student(joshi, 'Dev Joshi');
  world.lesson(dev, anita, '2027-02-11 18:00', 'ATTENDED');
  await world.save();
}, 60_000);
afterAll(() => server?.stop());

describe('a block of lessons paid ahead', () => {
  it("draws February's lessons and sells a block covering them and March's five", async () => {
    const run = await billing(server).run.draft('2027-02', ACTOR, at('2027-03-01 09:00'));
    expect(run).toMatchObject({ drafted: 2, unmarked: 0, unpriced: [] });
    expect(await linesOf(kapoor.id, '2027-02')).toEqual([
      ['FROM_BLOCK', 'Piano lesson 2027-02-02 (Isha Kapoor), from the block: paid with the next block', 0],
      ['FROM_BLOCK', 'Piano lesson 2027-02-09 (Isha Kapoor), from the block: paid with the next block', 0],
      ['FROM_BLOCK', 'Piano lesson 2027-02-16 (Isha Kapoor), from the block: paid with the next block', 0],
      ['FROM_BLOCK', 'Piano lesson 2027-02-23 (Isha Kapoor), from the block: paid with the next block', 0],
      ['BLOCK', 'Piano: a block of 10 lessons paid ahead (Isha Kapoor)', 1_000_000],
    ]);
    expect(await linesOf(joshi.id, '2027-02')).toEqual([['LESSON', 'Guitar lesson 2027-02-11 (Dev Joshi)', 90_000]]);
    expect((await lessonsLeft(server.app.dataSource)).get(`${isha}:piano`)).toBe(6);
    const draft = (await billing(server).invoices.list({ period: '2027-02' })).find((i) => i.familyId === kapoor.id)!;
    const answer = await admin(
      `{ invoice(id: "${draft.id}") { total lines { kind quantity unitAmount blockLessons } } }`,
    );
    expect(answer.body.errors).toBeUndefined();
    const kapoors = answer.body.data.invoice;
    expect(kapoors.total).toBe(1_000_000);
    expect(kapoors.lines.at(-1)).toEqual({ kind: 'BLOCK', quantity: 1, unitAmount: 1_000_000, blockLessons: 10 });
  });

  it('draws nothing twice when run again', async () => {
    const again = await billing(server).run.draft('2027-02', ACTOR, at('2027-03-02 09:00'));
    expect(again).toMatchObject({ drafted: 0, alreadyDrafted: 2 });
    expect((await lessonsLeft(server.app.dataSource)).get(`${isha}:piano`)).toBe(6);
  });

  it("draws March's lessons given, not the one missed with notice, and sells the next block for April", async () => {
    const p = (n: number) => (server.app.dataSource.options.type === 'postgres' ? `$${n}` : '?');
    for (const [day, status] of Object.entries({ '02': 'ATTENDED', '09': 'ATTENDED', '16': 'ABSENT_WITH_NOTICE' }))
      await server.app.dataSource.query(`UPDATE lessons SET status = ${p(1)} WHERE id = ${p(2)}`, [status, march[day]]);
    await server.app.dataSource.query(`UPDATE lessons SET status = 'ABSENT' WHERE id = ${p(1)}`, [march['23']]);
    await server.app.dataSource.query(`UPDATE lessons SET status = 'ATTENDED' WHERE id = ${p(1)}`, [march['30']]);
    const run = await billing(server).run.draft('2027-03', ACTOR, at('2027-04-01 09:00'));
    expect(run).toMatchObject({ drafted: 1, unmarked: 0 });
    expect(await linesOf(kapoor.id, '2027-03')).toEqual([
      ['FROM_BLOCK', 'Piano lesson 2027-03-02 (Isha Kapoor), from the block: 5 left', 0],
      ['FROM_BLOCK', 'Piano lesson 2027-03-09 (Isha Kapoor), from the block: 4 left', 0],
      ['FROM_BLOCK', 'Piano lesson 2027-03-23, missed without notice (Isha Kapoor), from the block: 3 left', 0],
      ['FROM_BLOCK', 'Piano lesson 2027-03-30 (Isha Kapoor), from the block: 2 left', 0],
      ['BLOCK', 'Piano: a block of 10 lessons paid ahead (Isha Kapoor)', 1_000_000],
    ]);
    expect((await lessonsLeft(server.app.dataSource)).get(`${isha}:piano`)).toBe(12);
  });

  it("gives a discarded draft's lessons back: the run again draws and sells the same", async () => {
    const b = billing(server);
    const draft = (await b.invoices.list({ period: '2027-03' })).find((i) => i.familyId === kapoor.id)!;
    await b.invoices.discard(draft.id, ACTOR);
    expect((await lessonsLeft(server.app.dataSource)).get(`${isha}:piano`)).toBe(6);
    await b.run.draft('2027-03', ACTOR, at('2027-04-02 09:00'));
    expect((await linesOf(kapoor.id, '2027-03')).map(([kind]) => kind)).toEqual([
      'FROM_BLOCK',
      'FROM_BLOCK',
      'FROM_BLOCK',
      'FROM_BLOCK',
      'BLOCK',
    ]);
    expect((await lessonsLeft(server.app.dataSource)).get(`${isha}:piano`)).toBe(12);
  });

  it('refuses a block that names no lessons, or too many, under the field', async () => {
    const SET = 'mutation($input: FeePlanInput!) { setFeePlan(input: $input) { id } }';
    const input = { course: 'guitar', kind: 'BLOCK', currency: 'INR', amount: 500_000, validFrom: '2099-01-01' };
    for (const lessonsIncluded of [null, 0, 101]) {
      const answer = await admin(SET, { input: { ...input, lessonsIncluded } });
      expect(answer.body.errors?.[0].extensions.fieldErrors).toEqual({
        lessonsIncluded: 'A block names the lessons it buys, 1 to 100',
      });
    }
    const made = await admin(SET, { input: { ...input, lessonsIncluded: 8 } });
    expect(made.body.errors).toBeUndefined();
  });
});
