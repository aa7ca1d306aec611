/**
 * A lesson's reminder to its family (docs/requirements.md#lesson-reminders), written at delivery from the lesson as
 * it is: the student, the course, the teacher's first name and the time in the family's zone, with the family page
 * to give notice of an absence. A lesson cancelled, marked or moved since the reminder was queued is not reminded
 * (recorded as skipped: the new time has its own). Reply-To is the school's address.
 */
import type { DataSource } from 'typeorm';
import { escapeHtml, ObsoleteError, type MailComposer } from '../outbox';
import { lessonFacts } from './lesson-mail-facts';
import type { LessonReminderPayload } from './lesson-reminders';
import type { EnrolmentSources } from './lesson-rules';

export function lessonReminderMail(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  publicUrl: string,
): MailComposer {
  return async (mail) => {
    const payload = JSON.parse(mail.payload ?? '{}') as Partial<LessonReminderPayload>;
    const facts = await lessonFacts(dataSource, teachers, payload.lessonId);
    if (!facts) throw new ObsoleteError('not sent: the lesson or its family is gone');
    const { lesson, student, teacherName, when, course } = facts;
    if (lesson.status !== 'SCHEDULED' || lesson.startsAt.toISOString() !== payload.startsAt)
      throw new ObsoleteError('not sent: the lesson was cancelled, marked or moved since');
    const page = `${publicUrl}/family`;
    const lines = [
      `${student.name}'s ${course.toLowerCase()} lesson with ${teacherName} is on ${when} (${facts.zone} time).`,
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
