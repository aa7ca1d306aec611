/**
 * Letters about a family's schedule (docs/requirements.md#lesson-letters), written at delivery: a weekly lesson
 * changed from a date on (its new day and time as the family reads them: the first lesson of the new plan in the
 * family's zone), a school closure over the family's lessons (the ones that go) and one taken back (the ones that
 * came back). No invite: the family's calendar
 * feed carries every lesson, and a week's worth of invites is noise. A closure taken back before its letter went, or
 * a plan changed again, is not written about.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { zoneName } from '@school/common';
import { ObsoleteError, type MailMessage } from '../outbox';
import { Family, Lesson, LessonPlan, Student } from './lesson.entities';
import type { ScheduleLetterPayload } from './lesson-letters';
import { familyLetter, localWhen } from './lesson-mail-facts';
import type { EnrolmentSources } from './lesson-rules';
import { SchoolClosure } from './time-off.entities';

const title = (course: string) => course.charAt(0).toUpperCase() + course.slice(1);

async function familyOf(dataSource: DataSource, studentId: string) {
  const student = await dataSource.getRepository(Student).findOneBy({ id: studentId });
  const family = student ? await dataSource.getRepository(Family).findOneBy({ id: student.familyId }) : null;
  if (!student || !family) throw new ObsoleteError('not sent: the family is gone');
  return { student, family };
}

async function planChanged(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  payload: Extract<ScheduleLetterPayload, { event: 'plan-changed' }>,
) {
  const plan = await dataSource.getRepository(LessonPlan).findOneBy({ id: payload.planId });
  if (!plan) throw new ObsoleteError('not sent: the plan is gone');
  const { student, family } = await familyOf(dataSource, plan.studentId);
  const first = await dataSource
    .getRepository(Lesson)
    .findOne({ where: { planId: plan.id }, order: { startsAt: 'ASC' } });
  if (!first) throw new ObsoleteError('not sent: the plan has no lesson (changed again, or ended)');
  const teacher = await teachers.teacher(plan.teacherId);
  const teacherName = teacher?.name.trim().split(/\s+/)[0] ?? 'the teacher';
  const local = DateTime.fromJSDate(first.startsAt, { zone: family.timeZone });
  const zone = zoneName(family.timeZone);
  const from = DateTime.fromISO(payload.fromDate).toFormat('cccc d LLLL');
  return {
    subject: `${title(plan.course)} lessons from ${from}: ${local.toFormat("cccc's at HH:mm")}`,
    lines: [
      `From ${from}, ${student.name}'s ${plan.course} lesson is every ${local.toFormat('cccc')} at ${local.toFormat('HH:mm')} (${zone} time), ${plan.minutes} minutes with ${teacherName}. The first is on ${localWhen(first.startsAt, family.timeZone)}.`,
      'Lessons before then stay as they were. Your calendar feed shows the new times.',
    ],
  };
}

const daysOf = (closed: { firstDate: string; lastDate: string }) =>
  closed.firstDate === closed.lastDate
    ? DateTime.fromISO(closed.firstDate).toFormat('d LLLL')
    : `${DateTime.fromISO(closed.firstDate).toFormat('d LLLL')} to ${DateTime.fromISO(closed.lastDate).toFormat('d LLLL')}`;

const listed = (lessons: { startsAt: string; course: string }[], zone: string) =>
  lessons.map((lesson) => `${title(lesson.course)}: ${localWhen(new Date(lesson.startsAt), zone)}`);

async function closure(dataSource: DataSource, payload: Extract<ScheduleLetterPayload, { event: 'closure' }>) {
  const closed = await dataSource.getRepository(SchoolClosure).findOneBy({ id: payload.closureId });
  if (!closed) throw new ObsoleteError('not sent: the closure was taken back');
  const { student, family } = await familyOf(dataSource, payload.studentId);
  const missed = listed(payload.lessons, family.timeZone);
  const days = daysOf(closed);
  return {
    subject: `No lesson: the school is closed (${closed.name}, ${days})`,
    lines: [
      `The school is closed for ${closed.name}, ${days}. ${student.name} has no lesson then (times in ${zoneName(family.timeZone)}):`,
      ...missed,
      'The weekly lessons go on as usual after it.',
    ],
  };
}

/** A closure taken back: the lessons that came back, those still there when the letter is written. */
async function reopened(dataSource: DataSource, payload: Extract<ScheduleLetterPayload, { event: 'reopened' }>) {
  const { student, family } = await familyOf(dataSource, payload.studentId);
  const still = await dataSource.getRepository(Lesson).find({
    where: { studentId: payload.studentId, status: 'SCHEDULED' },
    select: { startsAt: true },
    order: { startsAt: 'ASC' },
  });
  const on = new Set(still.map((lesson) => lesson.startsAt.getTime()));
  const back = payload.lessons.filter((lesson) => on.has(new Date(lesson.startsAt).getTime()));
  if (back.length === 0) throw new ObsoleteError('not sent: none of the lessons is still on');
  const days = daysOf(payload.closure);
  return {
    subject: `Lessons are on after all: the school is open (${days})`,
    lines: [
      `The closure for ${payload.closure.name} (${days}) is taken back: the school is open. ${student.name}'s lessons on those days are on (times in ${zoneName(family.timeZone)}):`,
      ...listed(back, family.timeZone),
      'Your calendar feed shows them again.',
    ],
  };
}

/** The schedule letter of `payload`, for the family page at `publicUrl`. */
export async function scheduleLetter(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  publicUrl: string,
  payload: ScheduleLetterPayload,
): Promise<MailMessage> {
  const { subject, lines } =
    payload.event === 'plan-changed'
      ? await planChanged(dataSource, teachers, payload)
      : payload.event === 'closure'
        ? await closure(dataSource, payload)
        : await reopened(dataSource, payload);
  return familyLetter(subject, lines, publicUrl);
}
