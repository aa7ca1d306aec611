/**
 * A lesson's reminder to its family (docs/requirements.md#lesson-reminders), written at delivery from the lesson as
 * it is: the student, the course, the teacher's first name and the time in the family's zone, with the family page
 * to give notice of an absence. A lesson cancelled, marked or moved since the reminder was queued is not reminded
 * (recorded as skipped: the new time has its own). Reply-To is the school's address.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { escapeHtml, ObsoleteError, type MailComposer } from '../outbox';
import { Family, Lesson, Student } from './lesson.entities';
import type { LessonReminderPayload } from './lesson-reminders';
import type { EnrolmentSources } from './lesson-rules';

export function lessonReminderMail(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  publicUrl: string,
): MailComposer {
  return async (mail) => {
    const payload = JSON.parse(mail.payload ?? '{}') as Partial<LessonReminderPayload>;
    const lesson = payload.lessonId ? await dataSource.getRepository(Lesson).findOneBy({ id: payload.lessonId }) : null;
    if (!lesson || lesson.status !== 'SCHEDULED' || lesson.startsAt.toISOString() !== payload.startsAt)
      throw new ObsoleteError('not sent: the lesson was cancelled, marked or moved since');
    const student = await dataSource.getRepository(Student).findOneBy({ id: lesson.studentId });
    const family = student ? await dataSource.getRepository(Family).findOneBy({ id: student.familyId }) : null;
    if (!student || !family) throw new ObsoleteError('not sent: the family is gone');
    const teacher = await teachers.teacher(lesson.teacherId);
    const teacherName = teacher ? (teacher.name.trim().split(/\s+/)[0] ?? teacher.name) : 'the teacher';
    const when = DateTime.fromJSDate(lesson.startsAt, { zone: family.timeZone }).toFormat("cccc d LLLL 'at' HH:mm");
    const course = lesson.course.charAt(0).toUpperCase() + lesson.course.slice(1);
    const page = `${publicUrl}/family`;
    const lines = [
      `${student.name}'s ${course.toLowerCase()} lesson with ${teacherName} is on ${when} (${family.timeZone.replace(/_/g, ' ')} time).`,
      `Cannot come? Tell us on your family page before the lesson: ${page}`,
      'Questions? Reply to this mail.',
    ];
    return {
      subject: `Reminder: ${course} lesson, ${when}`,
      text: ['Hello,', '', ...lines.flatMap((line) => [line, '']), ''].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(lines[0])}</p>
<p>Cannot come? Tell us on <a href="${escapeHtml(page)}">your family page</a> before the lesson.</p>
<p>Questions? Reply to this mail.</p>
</body></html>`,
    };
  };
}
