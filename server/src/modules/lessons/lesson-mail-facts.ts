/**
 * What a mail about one lesson says of it (reminders, letters): the lesson as it is, its student and family, the
 * teacher's first name, the course as a title and the time in the family's zone.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { zoneName } from '@school/common';
import { escapeHtml } from '../outbox';
import { Family, Lesson, Student } from './lesson.entities';
import type { EnrolmentSources } from './lesson-rules';

export interface LessonFacts {
  lesson: Lesson;
  student: Student;
  family: Family;
  teacherName: string;
  /** "Guitar". */
  course: string;
  /** "Tuesday 1 December at 16:00", in the family's zone. */
  when: string;
  /** The family's zone as people read it: "America/New York". */
  zone: string;
}

/** The facts of a lesson, or null when the lesson, its student or its family is gone. */
export async function lessonFacts(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  lessonId: string | undefined,
): Promise<LessonFacts | null> {
  const lesson = lessonId ? await dataSource.getRepository(Lesson).findOneBy({ id: lessonId }) : null;
  const student = lesson ? await dataSource.getRepository(Student).findOneBy({ id: lesson.studentId }) : null;
  const family = student ? await dataSource.getRepository(Family).findOneBy({ id: student.familyId }) : null;
  if (!lesson || !student || !family) return null;
  const teacher = await teachers.teacher(lesson.teacherId);
  return {
    lesson,
    student,
    family,
    teacherName: teacher ? (teacher.name.trim().split(/\s+/)[0] ?? teacher.name) : 'the teacher',
    course: lesson.course.charAt(0).toUpperCase() + lesson.course.slice(1),
    when: localWhen(lesson.startsAt, family.timeZone),
    zone: zoneName(family.timeZone),
  };
}

/** "Tuesday 1 December at 16:00" of an instant in a zone. */
export const localWhen = (at: Date, timeZone: string) =>
  DateTime.fromJSDate(at, { zone: timeZone }).toFormat("cccc d LLLL 'at' HH:mm");

/**
 * A letter to a family: "Hello," its paragraphs, the family page and "Reply to this mail", as text and as HTML (every
 * paragraph escaped).
 */
export function familyLetter(subject: string, lines: readonly string[], publicUrl: string) {
  const page = `${publicUrl}/family`;
  const paragraphs = [...lines, `Your family page: ${page}`, 'Questions? Reply to this mail.'];
  return {
    subject,
    text: ['Hello,', '', ...paragraphs.flatMap((line) => [line, '']), ''].join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello,</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(page)}">Your family page</a></p>
<p>Questions? Reply to this mail.</p>
</body></html>`,
  };
}
