/**
 * A teacher's weekly summary (docs/requirements.md#teacher-summary), written at delivery from the calendar as it is:
 * the week's lessons day by day in the teacher's zone, each with the student, the course, a make-up marked, the
 * student's own time when it differs, and what is cancelled; then the link to their week on the dashboard.
 * Reply-To is the school's address.
 */
import { DateTime } from 'luxon';
import type { DataSource } from 'typeorm';
import { zoneName } from '@school/common';
import { escapeHtml, ObsoleteError, type MailComposer } from '../outbox';
import { Lesson } from './lesson.entities';
import type { EnrolmentSources } from './lesson-rules';
import type { TeacherSummaryPayload } from './teacher-summaries';

const STATUS_WORDS: Partial<Record<Lesson['status'], string>> = {
  CANCELLED_BY_SCHOOL: 'cancelled',
  ABSENT_WITH_NOTICE: 'student away (notice given)',
};

interface SummaryRow {
  startsAt: Date | string;
  endsAt: Date | string;
  status: Lesson['status'];
  course: string;
  makeupFor: string | null;
  student: string;
  timeZone: string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`));

export function teacherSummaryMail(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  publicUrl: string,
): MailComposer {
  return async (mail) => {
    const payload = JSON.parse(mail.payload ?? '{}') as Partial<TeacherSummaryPayload>;
    const teacher = payload.teacherId ? await teachers.teacher(payload.teacherId) : null;
    if (!teacher || !payload.week) throw new ObsoleteError('not sent: the teacher is gone');
    const monday = DateTime.fromISO(payload.week, { zone: teacher.timeZone }).startOf('day');
    const rows: SummaryRow[] = await dataSource
      .createQueryBuilder()
      .select('l.starts_at', 'startsAt')
      .addSelect('l.ends_at', 'endsAt')
      .addSelect('l.status', 'status')
      .addSelect('l.course', 'course')
      .addSelect('l.makeup_for', 'makeupFor')
      .addSelect('s.name', 'student')
      .addSelect('f.time_zone', 'timeZone')
      .from('lessons', 'l')
      .innerJoin('students', 's', 's.id = l.student_id')
      .innerJoin('families', 'f', 'f.id = s.family_id')
      .where('l.teacher_id = :teacher', { teacher: teacher.id })
      .andWhere('l.starts_at >= :from AND l.starts_at < :to', {
        from: monday.toJSDate(),
        to: monday.plus({ weeks: 1 }).toJSDate(),
      })
      .orderBy('l.starts_at', 'ASC')
      .getRawMany();
    const lines = rows.map((row) => {
      const start = DateTime.fromJSDate(asDate(row.startsAt), { zone: teacher.timeZone });
      const end = DateTime.fromJSDate(asDate(row.endsAt), { zone: teacher.timeZone });
      const theirs = DateTime.fromJSDate(asDate(row.startsAt), { zone: row.timeZone });
      const course = row.course.charAt(0).toUpperCase() + row.course.slice(1);
      const parts = [
        `${start.toFormat('ccc d LLL HH:mm')}–${end.toFormat('HH:mm')}`,
        `${row.student}, ${course}${row.makeupFor ? ' (make-up)' : ''}`,
      ];
      if (theirs.offset !== start.offset)
        parts.push(`their time ${theirs.toFormat('ccc HH:mm')} (${zoneName(row.timeZone)})`);
      const status = STATUS_WORDS[row.status];
      if (status) parts.push(status);
      return parts.join(' · ');
    });
    const held = rows.filter((row) => row.status !== 'CANCELLED_BY_SCHOOL').length;
    const firstName = teacher.name.trim().split(/\s+/)[0] ?? teacher.name;
    const range = `${monday.toFormat('d LLL')} to ${monday.plus({ days: 6 }).toFormat('d LLL')}`;
    const headline =
      held === 0
        ? `No lessons in your week of ${range}.`
        : `Your week of ${range}: ${held} ${held === 1 ? 'lesson' : 'lessons'}, times in ${zoneName(teacher.timeZone)}.`;
    const page = `${publicUrl}/admin/`;
    return {
      subject: `Your week from ${monday.toFormat('cccc d LLLL')}: ${held} ${held === 1 ? 'lesson' : 'lessons'}`,
      text: [
        `Hello ${firstName},`,
        '',
        headline,
        '',
        ...lines,
        ...(lines.length ? [''] : []),
        `Mark attendance and write notes in your week: ${page}`,
        '',
      ].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello ${escapeHtml(firstName)},</p>
<p>${escapeHtml(headline)}</p>
${lines.length ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
<p>Mark attendance and write notes in <a href="${escapeHtml(page)}">your week</a>.</p>
</body></html>`,
      toName: teacher.name,
    };
  };
}
