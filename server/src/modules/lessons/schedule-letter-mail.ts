/**
 * Letters about a family's schedule (docs/requirements.md#lesson-letters), written at delivery: a weekly lesson
 * changed from a date on (its new day and time as the family reads them: the first lesson of the new plan in the
 * family's zone), and a school closure over the family's lessons (the ones that go). No invite: the family's calendar
 * feed carries every lesson, and a week's worth of invites is noise. A closure taken back before its letter went, or
 * a plan changed again, is not written about.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
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
  const zone = family.timeZone.replace(/_/g, ' ');
  const from = DateTime.fromISO(payload.fromDate).toFormat('cccc d LLLL');
  return {
    subject: `${title(plan.course)} lessons from ${from}: ${local.toFormat("cccc's at HH:mm")}`,
    lines: [
      `From ${from}, ${student.name}'s ${plan.course} lesson is every ${local.toFormat('cccc')} at ${local.toFormat('HH:mm')} (${zone} time), ${plan.minutes} minutes with ${teacherName}. The first is on ${localWhen(first.startsAt, family.timeZone)}.`,
      'Lessons before then stay as they were. Your calendar feed shows the new times.',
    ],
  };
}

async function closure(dataSource: DataSource, payload: Extract<ScheduleLetterPayload, { event: 'closure' }>) {
  const closed = await dataSource.getRepository(SchoolClosure).findOneBy({ id: payload.closureId });
  if (!closed) throw new ObsoleteError('not sent: the closure was taken back');
  const { student, family } = await familyOf(dataSource, payload.studentId);
  const missed = payload.lessons.map(
    (lesson) => `${title(lesson.course)}: ${localWhen(new Date(lesson.startsAt), family.timeZone)}`,
  );
  const days =
    closed.firstDate === closed.lastDate
      ? DateTime.fromISO(closed.firstDate).toFormat('d LLLL')
      : `${DateTime.fromISO(closed.firstDate).toFormat('d LLLL')} to ${DateTime.fromISO(closed.lastDate).toFormat('d LLLL')}`;
  return {
    subject: `No lesson: the school is closed (${closed.name}, ${days})`,
    lines: [
      `The school is closed for ${closed.name}, ${days}. ${student.name} has no lesson then (times in ${family.timeZone.replace(/_/g, ' ')}):`,
      ...missed,
      'The weekly lessons go on as usual after it.',
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
      : await closure(dataSource, payload);
  return familyLetter(subject, lines, publicUrl);
}
