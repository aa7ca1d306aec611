/**
 * One teacher's calendar under a race, through the real HTTP API of two server processes on one database
 * (PostgreSQL when TEST_DATABASE_URL is set, else one SQLite file): 50 weekly lessons asked at once for 10 free
 * times, half through each instance, and 20 more at times that overlap their neighbours; 40 make-ups, then 40
 * lessons moved, at once onto 10 free times. The database lets one lesson per time through; no two holds of the
 * teacher overlap; every refusal is SLOT_TAKEN (or, for a move, the student's own lesson then) with nothing written.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { onPostgres } from '../../helpers/database';
import { startServer, type TestServer } from '../../helpers/server';
import { addTeacher, ENROL, LESSONS, MARK, nextWeekday, PLAN, trialRequest } from './support';

const MOVE = 'mutation($id: ID!, $at: DateTimeISO!) { moveLesson(lessonId: $id, startsAt: $at) { id startsAt } }';

const ZONE = 'Europe/London';
let a: TestServer;
let b: TestServer;
let cookie: string;
let teacherId: string;
const ENV = { ...ADMIN_ENV, RATE_LIMIT_FORMS: '0', SESSION_SECRET: 's'.repeat(40) };

async function students(n: number, tag: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const requestId = await trialRequest(
      a.url,
      `Student ${tag} ${String.fromCharCode(65 + (i % 26))}`,
      `${tag}${i}@example.org`,
    );
    const enrolled = await gql(i % 2 ? b.url : a.url, cookie, ENROL, { id: requestId });
    expect(enrolled.body.errors).toBeUndefined();
    ids.push(enrolled.body.data.enrolStudent.id);
  }
  return ids;
}

/** The teacher's holds, by start; asserts that none overlaps the next. */
async function holds(): Promise<{ start: number; end: number }[]> {
  const rows = await a.db.query<{ starts_at: string | Date; ends_at: string | Date }>(
    `SELECT starts_at, ends_at FROM teacher_calendar WHERE teacher_id = ${onPostgres ? '$1' : '?'} ORDER BY starts_at`,
    [teacherId],
  );
  const time = (v: string | Date) => (v instanceof Date ? v : new Date(`${v.replace(' ', 'T')}Z`)).getTime();
  const spans = rows.map((r) => ({ start: time(r.starts_at), end: time(r.ends_at) }));
  for (let i = 1; i < spans.length; i++) expect(spans[i].start).toBeGreaterThanOrEqual(spans[i - 1].end);
  return spans;
}

beforeAll(async () => {
  a = await startServer({ env: ENV, s3: false });
  b = await startServer({ env: ENV, s3: false, db: a.db, dataDir: a.dataDir });
  cookie = await signIn(a.url);
  teacherId = await addTeacher((q, v) => gql(a.url, cookie, q, v), 'Emma Clarke', ZONE);
}, 90_000);
afterAll(async () => {
  await b?.stop();
  await a?.stop();
});

describe('two instances, one teacher', () => {
  it('of 50 weekly lessons asked at once for 10 times, one per time is set and none overlaps', async () => {
    const ids = await students(50, 'race');
    const firstDate = nextWeekday(ZONE, 3, 1);
    const times = Array.from({ length: 10 }, (_, i) =>
      DateTime.fromObject({ hour: 9 })
        .plus({ minutes: 30 * i })
        .toFormat('HH:mm'),
    );
    const answers = await Promise.all(
      ids.map((studentId, i) =>
        gql(i % 2 ? b.url : a.url, cookie, PLAN, {
          input: {
            studentId,
            teacherId,
            course: 'guitar',
            weekday: 3,
            startTime: times[i % 10],
            minutes: 30,
            firstDate,
            lastDate: DateTime.fromISO(firstDate).plus({ weeks: 3 }).toISODate(),
          },
        }),
      ),
    );
    const set = answers.filter((answer) => !answer.body.errors);
    const refused = answers.filter((answer) => answer.body.errors);
    expect(set).toHaveLength(10);
    expect(new Set(set.map((answer) => answer.body.data.createLessonPlan.startTime))).toEqual(new Set(times));
    for (const answer of refused) expect(answer.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    const spans = await holds();
    expect(spans).toHaveLength(40); // 10 plans × 4 Wednesdays
    const lessons = await a.db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM lessons');
    expect(Number(lessons[0].n)).toBe(40);
  }, 120_000);

  it('of 20 lessons whose times overlap their neighbours, the ones set never overlap', async () => {
    const ids = await students(20, 'overlap');
    const firstDate = nextWeekday(ZONE, 5, 1);
    const before = (await holds()).length;
    const answers = await Promise.all(
      ids.map((studentId, i) =>
        gql(i % 2 ? b.url : a.url, cookie, PLAN, {
          input: {
            studentId,
            teacherId,
            course: 'guitar',
            weekday: 5,
            startTime: DateTime.fromObject({ hour: 14 })
              .plus({ minutes: 15 * i })
              .toFormat('HH:mm'),
            minutes: 45,
            firstDate,
            lastDate: firstDate,
          },
        }),
      ),
    );
    const set = answers.filter((answer) => !answer.body.errors).length;
    for (const answer of answers.filter((one) => one.body.errors))
      expect(answer.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    // 20 starts 15 minutes apart over 5 hours: at most 7 lessons of 45 minutes fit, at least one is set
    expect(set).toBeGreaterThanOrEqual(1);
    expect(set).toBeLessThanOrEqual(7);
    expect((await holds()).length).toBe(before + set);
  }, 120_000);

  it('of 40 make-ups asked at once for 10 free times, one per time is booked and none overlaps', async () => {
    const ids = await students(10, 'makeup');
    const firstDate = nextWeekday(ZONE, 6, 1);
    const credits: string[] = [];
    for (const [i, studentId] of ids.entries()) {
      const plan = await gql(a.url, cookie, PLAN, {
        input: {
          studentId,
          teacherId,
          course: 'guitar',
          weekday: 6,
          startTime: `${10 + i}:00`,
          minutes: 30,
          firstDate,
          lastDate: DateTime.fromISO(firstDate).plus({ weeks: 3 }).toISODate(),
        },
      });
      expect(plan.body.errors).toBeUndefined();
      const from = DateTime.fromISO(firstDate, { zone: ZONE });
      const lessons = await gql(a.url, cookie, LESSONS, {
        from: from.toUTC().toISO(),
        to: from.plus({ weeks: 4 }).toUTC().toISO(),
        studentId,
      });
      for (const lesson of lessons.body.data.lessons as { id: string }[]) {
        const marked = await gql(b.url, cookie, MARK, { id: lesson.id, status: 'CANCELLED_BY_SCHOOL' });
        expect(marked.body.errors).toBeUndefined();
      }
      const mine = await gql(a.url, cookie, 'query($id: ID!) { makeUpCredits(studentId: $id) { id state } }', {
        id: studentId,
      });
      credits.push(...(mine.body.data.makeUpCredits as { id: string }[]).map((c) => c.id));
    }
    expect(credits).toHaveLength(40);
    const sunday = DateTime.fromISO(nextWeekday(ZONE, 7, 1), { zone: ZONE }).set({ hour: 9 });
    const before = (await holds()).length;
    const answers = await Promise.all(
      credits.map((credit, i) =>
        gql(
          i % 2 ? b.url : a.url,
          cookie,
          'mutation($c: ID!, $at: DateTimeISO!) { bookMakeUp(creditId: $c, startsAt: $at) { id } }',
          {
            c: credit,
            at: sunday
              .plus({ minutes: 30 * (i % 10) })
              .toUTC()
              .toISO(),
          },
        ),
      ),
    );
    expect(answers.filter((answer) => !answer.body.errors)).toHaveLength(10);
    for (const answer of answers.filter((one) => one.body.errors))
      expect(answer.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    expect((await holds()).length).toBe(before + 10);
  }, 180_000);

  it('of 40 lessons moved at once onto 10 free times, one per time moves and none overlaps', async () => {
    const wednesday = DateTime.fromISO(nextWeekday(ZONE, 3, 1), { zone: ZONE });
    const listed = await gql(a.url, cookie, LESSONS, {
      from: wednesday.toUTC().toISO(),
      to: wednesday.plus({ weeks: 4 }).toUTC().toISO(),
      teacherId,
    });
    const lessons = (listed.body.data.lessons as { id: string; status: string; startsAt: string }[]).filter(
      (l) => l.status === 'SCHEDULED' && DateTime.fromISO(l.startsAt, { zone: ZONE }).weekday === 3,
    );
    expect(lessons).toHaveLength(40); // the first race's 10 plans × 4 Wednesdays
    const thursday = DateTime.fromISO(nextWeekday(ZONE, 4, 1), { zone: ZONE }).set({ hour: 9 });
    const before = (await holds()).length;
    const answers = await Promise.all(
      lessons.map((lesson, i) =>
        gql(i % 2 ? b.url : a.url, cookie, MOVE, {
          id: lesson.id,
          at: thursday
            .plus({ minutes: 30 * (i % 10) })
            .toUTC()
            .toISO(),
        }),
      ),
    );
    const moved = answers.filter((answer) => !answer.body.errors);
    expect(moved).toHaveLength(10);
    // refused: the teacher's time is taken, or (checked first) the student has a lesson then already
    for (const answer of answers.filter((one) => one.body.errors))
      expect(['SLOT_TAKEN', 'BAD_USER_INPUT']).toContain(answer.body.errors[0].extensions.code);
    expect((await holds()).length).toBe(before);
    const starts = moved.map((answer) => new Date(answer.body.data.moveLesson.startsAt).getTime());
    expect(new Set(starts).size).toBe(10);
  }, 120_000);
});
