/**
 * Make-ups not taken (docs/requirements.md#makeup-credits) on a real database. Tara's piano is a monthly fee of
 * ₹3,000 for 4 lessons; two of her March lessons earned make-up credits (the school cancelled one, she gave notice
 * for the other). One credit was used, one ran out unused on 25 March: March's run credits her family ₹750 (a
 * quarter of the month's fee), once however often it runs. A credit still valid is not credited; nor is one of a
 * per-lesson course, whose missed lesson was never charged.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atomically, type Statement } from '../../../server/src/db/atomic';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { addTeacher } from '../lessons/support';
import { ACTOR, at, billing, World, ZONE, type WorldFamily } from './billing-world';

let server: TestApp;
let cookie: string;
let bose: WorldFamily;
let khan: WorldFamily;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);

/** A credit earned by `lessonId`, expiring at `expires` (school time); used by `usedBy` when given. */
function credit(studentId: string, lessonId: string, expires: string, usedBy?: string): Statement[] {
  const id = randomUUID();
  const earned: Statement = {
    sql:
      'INSERT INTO makeup_credits (id, student_id, credit_id, delta, kind, lesson_id, expires_at, reason, ' +
      "created_by, created_at) VALUES (?, ?, ?, 1, 'earned', ?, ?, ?, ?, ?)",
    params: [id, studentId, id, lessonId, at(expires), 'Missed', ACTOR.actorEmail, at('2027-03-01 09:00')],
  };
  if (!usedBy) return [earned];
  return [
    earned,
    {
      sql:
        'INSERT INTO makeup_credits (id, student_id, credit_id, delta, kind, lesson_id, created_by, created_at) ' +
        "VALUES (?, ?, ?, -1, 'used', ?, ?, ?)",
      params: [randomUUID(), studentId, id, usedBy, ACTOR.actorEmail, at('2027-03-12 09:00')],
    },
  ];
}

beforeAll(async () => {
  server = await buildTestApp({
    env: { ...ADMIN_ENV, SESSION_SECRET: 'd'.repeat(40), SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  cookie = await signIn(server.url);
  const lena = await addTeacher(admin, 'Lena Das', ZONE, ['piano', 'guitar']);
  const b = billing(server);
  const january = at('2027-01-10 10:00');
  const fee = { currency: 'INR' as const, validFrom: '2027-02-01' };
  await b.fees.set({ ...fee, course: 'piano', kind: 'MONTHLY', amount: 300_000, lessonsIncluded: 4 }, ACTOR, january);
  await b.fees.set({ ...fee, course: 'guitar', kind: 'PER_LESSON', amount: 90_000 }, ACTOR, january);
  const world = new World(server);
  bose = world.family('bose@example.org', 'Rina Bose');
  const tara = world.student(bose, 'Tara Bose', 'piano');
  world.plan(tara, lena, 'piano', '2027-02-01');
  const piano = { course: 'piano' };
  const cancelled = world.lesson(tara, lena, '2027-03-02 17:00', 'CANCELLED_BY_SCHOOL', piano);
  const noticed = world.lesson(tara, lena, '2027-03-09 17:00', 'ABSENT_WITH_NOTICE', piano);
  const makeUp = world.lesson(tara, lena, '2027-03-12 11:00', 'ATTENDED', { ...piano, makeupFor: noticed });
  const later = world.lesson(tara, lena, '2027-03-23 17:00', 'ABSENT_WITH_NOTICE', piano);
  khan = world.family('khan@example.org');
  const zoya = world.student(khan, 'Zoya Khan');
  const missed = world.lesson(zoya, lena, '2027-03-04 18:00', 'ABSENT_WITH_NOTICE');
  await world.save();
  await atomically(server.app.dataSource, [
    ...credit(tara, cancelled, '2027-03-25 23:59'), // ran out unused in March: credited
    ...credit(tara, noticed, '2027-03-30 23:59', makeUp), // used: not credited
    ...credit(tara, later, '2027-05-20 23:59'), // still valid: not yet
    ...credit(zoya, missed, '2027-03-20 23:59'), // ran out, but a per-lesson fee never charged the lesson
  ]);
}, 60_000);
afterAll(() => server?.stop());

describe('make-ups not taken', () => {
  it("credits the family a lesson's share of its monthly fee, once a credit ran out unused", async () => {
    const b = billing(server);
    const run = await b.run.draft('2027-03', ACTOR, at('2027-04-01 09:00'));
    expect(run).toMatchObject({ drafted: 1, makeUpCredits: 1 });
    const ledger = await b.ledger.of(bose.id);
    const credits = ledger.lines.filter((l) => l.kind === 'CREDIT');
    expect(credits.map((l) => [l.amount, l.description])).toEqual([
      [
        -75_000,
        "Credit: make-up not taken, Piano lesson 2027-03-02 (Tara Bose), 1 of the 4 lessons of its month's fee",
      ],
    ]);
    expect((await b.ledger.of(khan.id)).lines.filter((l) => l.kind === 'CREDIT')).toEqual([]);
  });

  it('credits nothing twice when the month runs again', async () => {
    const again = await billing(server).run.draft('2027-03', ACTOR, at('2027-04-02 09:00'));
    expect(again).toMatchObject({ drafted: 0, alreadyDrafted: 1, makeUpCredits: 0 });
    const ledger = await billing(server).ledger.of(bose.id);
    expect(ledger.lines.filter((l) => l.kind === 'CREDIT')).toHaveLength(1);
    // the draft is not on the ledger until issued: the family is ₹750 in credit, the ledger's sum
    expect(ledger.balance).toBe(-75_000);
  });
});
