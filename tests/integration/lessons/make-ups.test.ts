/**
 * Make-up credits through the real GraphQL API (docs/requirements.md#make-ups), on SQLite or PostgreSQL: the policy
 * is the school's to set; a school cancellation always earns a credit, a family's notice earns one when it is in time
 * and within the term's credits; correcting the attendance voids an unused credit (make-up-booking.test.ts: using it).
 */
import { describe, expect, it } from 'vitest';
import { MARK, nextWeekday, PLAN, POLICY, LESSONS, refusedNaming } from './support';
import { admin, begin, credits, KOLKATA, studentWithLessons, teacherId, useMakeUpServer } from './make-up-world';
import { DateTime } from 'luxon';

useMakeUpServer('m');

describe('the policy', () => {
  it('starts at 24 hours of notice, 2 credits a term, 60 days; bad values are named', async () => {
    const policy = await admin('{ lessonPolicy { noticeHours creditsPerTerm expiryDays } }');
    expect(policy.body.data.lessonPolicy).toEqual({ noticeHours: 24, creditsPerTerm: 2, expiryDays: 60 });
    refusedNaming(
      await admin(POLICY, { input: { noticeHours: -1, creditsPerTerm: 2, expiryDays: 60 } }),
      'noticeHours',
    );
    refusedNaming(await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 2, expiryDays: 0 } }), 'expiryDays');
    const set = await admin(POLICY, { input: { noticeHours: 48, creditsPerTerm: 1, expiryDays: 30 } });
    expect(set.body.data.setLessonPolicy).toEqual({ noticeHours: 48, creditsPerTerm: 1, expiryDays: 30 });
  });
});

describe('earning credits', () => {
  it('earns one for a school cancellation, whatever the term, valid for the policy’s days', async () => {
    const { student, lessons } = await studentWithLessons('Asha Rao', 1, '10:00');
    for (const lesson of lessons.slice(0, 2)) {
      const marked = await admin(MARK, { id: lesson.id, status: 'CANCELLED_BY_SCHOOL' });
      expect(marked.body.errors).toBeUndefined();
    }
    const mine = await credits(student);
    expect(mine.map((c) => [c.state, c.reason])).toEqual([
      ['AVAILABLE', 'Cancelled by the school'],
      ['AVAILABLE', 'Cancelled by the school'],
    ]);
    const days = (Date.parse(mine[0].expiresAt) - Date.parse(mine[0].earnedAt)) / 86_400_000;
    expect(days).toBe(30);
    // marking it cancelled again (a note added) earns nothing more
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL', note: 'Teacher ill' });
    expect(await credits(student)).toHaveLength(2);
  });

  it('earns one for notice in time, within the term’s credits; none for late notice', async () => {
    // two lessons on the same day (one term), both well ahead: only the first notice earns (1 a term)
    const first = await studentWithLessons('Bina Das', 2, '10:00', 1);
    const second = await admin(PLAN, {
      input: {
        studentId: first.student,
        teacherId,
        course: 'guitar',
        weekday: 2,
        startTime: '12:00',
        minutes: 45,
        firstDate: nextWeekday(KOLKATA, 2, 1),
        lastDate: nextWeekday(KOLKATA, 2, 1),
      },
    });
    expect(second.body.errors).toBeUndefined();
    const day = DateTime.fromISO(nextWeekday(KOLKATA, 2, 1), { zone: KOLKATA });
    const both = (
      await admin(LESSONS, {
        from: day.toUTC().toISO(),
        to: day.plus({ days: 1 }).toUTC().toISO(),
        studentId: first.student,
      })
    ).body.data.lessons as { id: string }[];
    expect(both).toHaveLength(2);
    await admin(MARK, { id: both[0].id, status: 'ABSENT_WITH_NOTICE' });
    await admin(MARK, { id: both[1].id, status: 'ABSENT_WITH_NOTICE' });
    const mine = await credits(first.student);
    expect(mine.map((c) => [c.state, c.reason, c.lessonId])).toEqual([
      ['AVAILABLE', 'Absence notified in time', both[0].id],
    ]);

    // notice given after the lesson began earns nothing
    const late = await studentWithLessons('Chitra Iyer', 3, '10:00', 1);
    await begin(late.lessons[0].id, 1);
    const marked = await admin(MARK, { id: late.lessons[0].id, status: 'ABSENT_WITH_NOTICE' });
    expect(marked.body.errors).toBeUndefined();
    expect(await credits(late.student)).toEqual([]);
  });

  it('voids an unused credit when the attendance is corrected', async () => {
    const { student, lessons } = await studentWithLessons('Dev Nair', 4, '10:00', 1);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    await begin(lessons[0].id, 3);
    const corrected = await admin(MARK, { id: lessons[0].id, status: 'ATTENDED' });
    expect(corrected.body.errors).toBeUndefined();
    expect((await credits(student)).map((c) => c.state)).toEqual(['VOIDED']);
  });
});
