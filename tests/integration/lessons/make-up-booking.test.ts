/**
 * Booking make-ups through the real GraphQL API (docs/requirements.md#make-ups), on SQLite or PostgreSQL: a credit
 * is used once, before it expires, in the teacher's free time; the free times offered; the missed lesson cannot take
 * its time back from its own make-up.
 */
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { addTeacher, BOOK, MARK, refusedNaming } from './support';
import { admin, begin, credits, server, studentWithLessons, teacherId, useMakeUpServer } from './make-up-world';

useMakeUpServer('n');

describe('booking a make-up', () => {
  it('uses a credit once, in the teacher’s free time, before it expires', async () => {
    const { student, lessons } = await studentWithLessons('Esha Pillai', 5, '10:00', 2);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    const [credit] = await credits(student);
    // the teacher's other lesson (the second Friday 10:00) is busy; the missed lesson's own time is free again
    refusedNaming(await admin(BOOK, { credit: credit.id, at: '2020-01-01T10:00:00Z' }), 'startsAt');
    refusedNaming(
      await admin(BOOK, { credit: credit.id, at: new Date(Date.parse(credit.expiresAt) + 3_600_000).toISOString() }),
      'startsAt',
    );
    const busy = await admin(BOOK, { credit: credit.id, at: lessons[1].startsAt });
    expect(busy.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    const booked = await admin(BOOK, { credit: credit.id, at: lessons[0].startsAt });
    expect(booked.body.errors).toBeUndefined();
    expect(booked.body.data.bookMakeUp).toMatchObject({
      makeupFor: lessons[0].id,
      status: 'SCHEDULED',
      teacherId,
      endsAt: lessons[0].endsAt,
    });
    expect((await credits(student)).map((c) => [c.state, c.usedBy])).toEqual([
      ['USED', booked.body.data.bookMakeUp.id],
    ]);
    // once only
    const again = await admin(BOOK, {
      credit: credit.id,
      at: DateTime.fromISO(lessons[0].startsAt).plus({ hours: 3 }).toUTC().toISO(),
    });
    expect(refusedNaming(again, 'creditId')).toMatch(/used already/);
    // the missed lesson cannot take its time back from its own make-up
    const back = await admin(MARK, { id: lessons[0].id, status: 'ABSENT_WITH_NOTICE' });
    expect(back.body.errors[0].extensions.code).toBe('SLOT_TAKEN');
    // nor, once it has passed, be marked as attended while its credit is used
    await begin(lessons[0].id, 5);
    expect(refusedNaming(await admin(MARK, { id: lessons[0].id, status: 'ATTENDED' }), 'status')).toMatch(
      /cancel that make-up first/,
    );
  });

  it('offers the free times of the course’s teachers with the missed lesson’s length, until the credit is used', async () => {
    const { student, lessons } = await studentWithLessons('Gita Menon', 1, '18:00', 2);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    const [credit] = await credits(student);
    const SLOTS = 'query($c: ID!) { makeUpSlots(creditId: $c) { startsAt teacherId } }';
    const offered = (await admin(SLOTS, { c: credit.id })).body.data.makeUpSlots as {
      startsAt: string;
      teacherId: string;
    }[];
    expect(offered.length).toBeGreaterThan(20);
    const taken = { start: Date.parse(lessons[1].startsAt), end: Date.parse(lessons[1].endsAt) };
    for (const slot of offered) {
      expect(slot.teacherId).toBe(teacherId);
      const start = Date.parse(slot.startsAt);
      expect(start).toBeGreaterThan(Date.now());
      expect(start).toBeLessThan(Date.parse(credit.expiresAt));
      // 45 minutes, never over the teacher's other lesson
      expect(start < taken.end && start + 45 * 60_000 > taken.start).toBe(false);
    }
    // any teacher of the course: another one fills the times the student's own teacher is busy, one per time
    const other = await addTeacher(admin, 'Sara Joseph', 'Asia/Kolkata');
    const ANY = 'query($c: ID!) { makeUpSlots(creditId: $c, anyTeacher: true) { startsAt teacherId } }';
    const any = (await admin(ANY, { c: credit.id })).body.data.makeUpSlots as { startsAt: string; teacherId: string }[];
    expect(new Set(any.map((slot) => slot.startsAt)).size).toBe(any.length);
    expect(any.filter((slot) => slot.teacherId === other).length).toBeGreaterThan(0);
    expect(any.filter((slot) => slot.teacherId === teacherId).length).toBe(offered.length);
    const booked = await admin(BOOK, { credit: credit.id, at: offered[0].startsAt });
    expect(booked.body.errors).toBeUndefined();
    expect((await admin(SLOTS, { c: credit.id })).body.data.makeUpSlots).toEqual([]);
  });

  it('of two bookings of one credit at once, one is made', async () => {
    const { student, lessons } = await studentWithLessons('Farah Khan', 6, '10:00', 1);
    await admin(MARK, { id: lessons[0].id, status: 'CANCELLED_BY_SCHOOL' });
    const [credit] = await credits(student);
    const at = (hours: number) => DateTime.fromISO(lessons[0].startsAt).plus({ hours }).toUTC().toISO();
    const answers = await Promise.all([
      admin(BOOK, { credit: credit.id, at: at(2) }),
      admin(BOOK, { credit: credit.id, at: at(4) }),
    ]);
    expect(answers.filter((a) => !a.body.errors)).toHaveLength(1);
    const makeUps = await server.app.dataSource.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM lessons WHERE makeup_for = '${lessons[0].id}'`,
    );
    expect(Number(makeUps[0].n)).toBe(1);
  });
});
