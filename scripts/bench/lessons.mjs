// Enrolment at scale (docs/requirements.md#enrolment): a school of 60 teachers in five zones and 600 students, each
// with a weekly 45-minute lesson for a year (31,200 lessons in the teachers' calendars), then the whole week's
// calendar across teachers, the free times for a make-up and a family's portal page, timed end to end over HTTP, on SQLite and (when
// reachable) PostgreSQL.
import { familySession, mailSink } from './family-portal.mjs';
import { startServer } from './server.mjs';
import { client, onEachDatabase, signIn } from './booking.mjs';
import { fmt, median, na, percentile, row } from './table.mjs';

const TEACHERS = 60;
const STUDENTS = 600;
const QUERIES = 200;
const WARM_UP = 20;
const ZONES = ['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Sydney', 'Asia/Dubai'];
const WEEK_TARGET = 'p95 ≤ 50 ms';
const SLOTS_TARGET = 'p95 ≤ 30 ms';
const PORTAL_TARGET = 'p95 ≤ 30 ms';
const DAY = 86_400_000;

const CREATE = 'mutation($i: CreateTrialRequestInput!) { createTrialRequest(input: $i) { id } }';
const ENROL = 'mutation($id: ID!) { enrolStudent(trialRequestId: $id) { id } }';
const PLAN = 'mutation($input: LessonPlanInput!) { createLessonPlan(input: $input) { id } }';
const WEEK =
  'query($from: DateTimeISO!, $to: DateTimeISO!) { lessons(from: $from, to: $to) { id startsAt endsAt status teacherId studentId } }';
const MARK = 'mutation($id: ID!) { markAttendance(lessonId: $id, status: CANCELLED_BY_SCHOOL) { id } }';

/** The date `days` from today (UTC), YYYY-MM-DD. */
const dateIn = (days) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Runs `work` over `items` with `width` at a time. */
async function inParallel(items, width, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i], i);
      }
    }),
  );
}

async function seed(url, as) {
  const weekly = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
  const teachers = [];
  for (let i = 0; i < TEACHERS; i++) {
    const { data } = await as('mutation($i: CreateTeacherInput!) { createTeacher(input: $i) { id } }', {
      i: {
        name: `Teacher ${i + 1}`,
        email: `teacher${i}@school.example`,
        courses: ['guitar'],
        timeZone: ZONES[i % ZONES.length],
      },
    });
    await as(
      'mutation($id: ID!, $w: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $w) { id } }',
      {
        id: data.createTeacher.id,
        w: weekly,
      },
    );
    teachers.push(data.createTeacher.id);
  }
  const visitor = client(url, null);
  const students = new Array(STUDENTS);
  await inParallel([...Array(STUDENTS).keys()], 8, async (k) => {
    const name = `Student ${String.fromCharCode(65 + (k % 26))}${String.fromCharCode(65 + (Math.floor(k / 26) % 26))}`;
    const made = await visitor(CREATE, {
      i: { name, email: `family${k}@example.org`, gender: 'female', category: 'guitar' },
    });
    students[k] = (await as(ENROL, { id: made.data.createTrialRequest.id })).data.enrolStudent.id;
  });
  // teacher k % 60 gives student k a lesson: ten a teacher, Monday to Friday at 09:00 and 10:00 in their zone
  const firstDate = dateIn(2);
  const started = performance.now();
  await inParallel([...Array(STUDENTS).keys()], 4, async (k) => {
    const j = Math.floor(k / TEACHERS);
    const answer = await as(PLAN, {
      input: {
        studentId: students[k],
        teacherId: teachers[k % TEACHERS],
        course: 'guitar',
        weekday: (j % 5) + 1,
        startTime: j < 5 ? '09:00' : '10:00',
        minutes: 45,
        firstDate,
      },
    });
    if (answer.errors) throw new Error(`plan ${k}: ${JSON.stringify(answer.errors)}`);
  });
  return { teachers, students, planSeconds: (performance.now() - started) / 1000 };
}

async function timed(times, run) {
  for (let i = 0; i < QUERIES + WARM_UP; i++) {
    const t0 = performance.now();
    await run();
    if (i >= WARM_UP) times.push(performance.now() - t0);
  }
}

async function measure(label, env) {
  const sink = await mailSink();
  const server = await startServer({
    s3: false,
    env: {
      RATE_LIMIT_FORMS: '0',
      RATE_LIMIT_SLOTS: '0',
      RATE_LIMIT_BOOKING: '0',
      SMTP_URL: sink.url,
      MAIL_FROM: 'Music school <no-reply@school.test>',
      PUBLIC_URL: 'https://school.test',
      ACKNOWLEDGE_SUBMISSIONS: 'false',
      ...env,
    },
  });
  try {
    const as = client(server.url, await signIn(server.url));
    const seeded = await seed(server.url, as);
    // the week after next, Monday 00:00 UTC to the next Monday
    const monday = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 14),
    );
    monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
    const week = { from: monday.toISOString(), to: new Date(monday.getTime() + 7 * DAY).toISOString() };
    const weekTimes = [];
    let weekCount = 0;
    await timed(weekTimes, async () => {
      weekCount = (await as(WEEK, week)).data.lessons.length;
    });
    // one lesson cancelled by the school: its credit's free times
    const someLesson = (await as(WEEK, week)).data.lessons[0];
    await as(MARK, { id: someLesson.id });
    const credit = (await as('query($s: ID!) { makeUpCredits(studentId: $s) { id } }', { s: someLesson.studentId }))
      .data.makeUpCredits[0].id;
    const SLOTS =
      'query($c: ID!, $any: Boolean!) { makeUpSlots(creditId: $c, anyTeacher: $any) { startsAt teacherId } }';
    const slotTimes = [];
    const anyTimes = [];
    let slotCount = 0;
    let anyCount = 0;
    await timed(slotTimes, async () => {
      slotCount = (await as(SLOTS, { c: credit, any: false })).data.makeUpSlots.length;
    });
    await timed(anyTimes, async () => {
      anyCount = (await as(SLOTS, { c: credit, any: true })).data.makeUpSlots.length;
    });
    // a family's page: its student's lessons of 13 weeks, notes and credits, rendered by the server
    const cookie = await familySession(server.url, sink, 'family0@example.org');
    const portalTimes = [];
    let portalBytes = 0;
    await timed(portalTimes, async () => {
      const answer = await fetch(`${server.url}/family/home`, { headers: { cookie } });
      if (answer.status !== 200) throw new Error(`the family page answered ${answer.status}`);
      portalBytes = (await answer.text()).length;
    });
    return { label, seeded, weekTimes, weekCount, slotTimes, slotCount, anyTimes, anyCount, portalTimes, portalBytes };
  } finally {
    await server.stop();
    await sink.stop();
  }
}

export async function runLessons(log) {
  const { results, pgNote } = await onEachDatabase('lessons', log, measure);
  const rows = [];
  for (const r of results) {
    const week = percentile(r.weekTimes, 95);
    const slots = percentile(r.slotTimes, 95);
    const any = percentile(r.anyTimes, 95);
    rows.push(
      row(
        `Lesson calendar, a whole week across ${TEACHERS} teachers (${r.label})`,
        `p50 ${fmt.ms(median(r.weekTimes))}, p95 ${fmt.ms(week)} (${r.weekCount} lessons; ${STUDENTS} plans set in ${r.seeded.planSeconds.toFixed(1)} s)`,
        WEEK_TARGET,
        week <= 50,
      ),
      row(
        `Free times for a make-up with the student's teacher, 31 days (${r.label})`,
        `p50 ${fmt.ms(median(r.slotTimes))}, p95 ${fmt.ms(slots)} (${r.slotCount} times offered)`,
        SLOTS_TARGET,
        slots <= 30,
      ),
      row(
        `Free times for a make-up with any of ${TEACHERS} teachers, one per time (${r.label})`,
        `p50 ${fmt.ms(median(r.anyTimes))}, p95 ${fmt.ms(any)} (${r.anyCount} times offered)`,
        SLOTS_TARGET,
        any <= 30,
      ),
      row(
        `A family's portal page, signed in by its mailed link (${r.label})`,
        `p50 ${fmt.ms(median(r.portalTimes))}, p95 ${fmt.ms(percentile(r.portalTimes, 95))} (${Math.round(r.portalBytes / 1024)} KB of HTML)`,
        PORTAL_TARGET,
        percentile(r.portalTimes, 95) <= 30,
      ),
    );
  }
  if (!results.some((r) => r.label === 'PostgreSQL'))
    rows.push(na('Lesson calendar and make-up times (PostgreSQL)', WEEK_TARGET, pgNote || 'not run'));
  return {
    rows,
    notes: [
      `Lessons: ${TEACHERS} guitar teachers in ${ZONES.length} zones (Mon–Sat 08–20 local), ${STUDENTS} students enrolled from trial requests, each a weekly 45-minute lesson for a year (${STUDENTS * 52} lessons holding the teachers' time), set through the admin API; the week's calendar (every teacher) and a credit's make-up times timed end to end over HTTP, ${QUERIES} queries after ${WARM_UP} warm-up ones. `,
    ],
  };
}
