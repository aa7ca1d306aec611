/**
 * A lesson letter as the family reads it (docs/requirements.md#lesson-letters), written at delivery from the lesson
 * as it is: a cancellation by the school (and the make-up credit it earned), a notice of absence confirmed (whether it
 * earned a credit, and why not), a make-up booked, a lesson moved. Each carries the lesson's invite under the UID the family's
 * calendar feed gives it: a CANCEL for a lesson they will not have, a REQUEST for a make-up or a move, SEQUENCE the lesson's
 * count of changes. A letter overtaken by a later change of the lesson is not sent (the later one is).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { DataSource } from 'typeorm';
import { ObsoleteError, type MailComposer, type SchoolContact } from '../outbox';
import { LessonPolicy, MakeUpLedgerRow } from './lesson.entities';
import { lessonUid, type LessonLetterPayload, type ScheduleLetterPayload } from './lesson-letters';
import { scheduleLetter } from './schedule-letter-mail';
import { familyLetter, lessonFacts, localWhen, type LessonFacts } from './lesson-mail-facts';
import type { EnrolmentSources } from './lesson-rules';

/** The credit a missed lesson earned and still holds, if any. */
async function creditOf(dataSource: DataSource, lessonId: string): Promise<MakeUpLedgerRow | null> {
  const ledger = dataSource.getRepository(MakeUpLedgerRow);
  const credit = await ledger.findOneBy({ lessonId, delta: 1 });
  if (!credit || (await ledger.existsBy({ creditId: credit.id, delta: -1 }))) return null;
  return credit;
}

function invite(facts: LessonFacts, school: SchoolContact, publicUrl: string, cancelled: boolean) {
  const { lesson, family } = facts;
  const method = cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'music-school', product: 'lessons', language: 'EN' }, method });
  calendar.createEvent({
    id: lessonUid(lesson.id, publicUrl),
    sequence: lesson.sequence,
    start: lesson.startsAt,
    end: lesson.endsAt,
    stamp: new Date(),
    summary: `${facts.course} lesson with ${facts.teacherName}`,
    description: `${facts.student.name}'s ${facts.course.toLowerCase()} lesson. Your family page: ${publicUrl}/family`,
    url: `${publicUrl}/family`,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: school.name, email: school.replyTo },
    attendees: [
      {
        name: family.payerName ?? facts.student.name,
        email: family.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
  });
  return {
    method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
    ics: calendar.toString(),
    filename: cancelled ? 'cancelled-lesson.ics' : 'lesson.ics',
  };
}

/** What the letter says: its subject and paragraphs, the first naming the lesson. */
async function wording(dataSource: DataSource, facts: LessonFacts, { event, from }: LessonLetterPayload) {
  const { lesson, student, family, teacherName, when, course, zone } = facts;
  const lessonName = `${student.name}'s ${course.toLowerCase()} lesson with ${teacherName} on ${when} (${zone} time)`;
  const credit = event === 'make-up' ? null : await creditOf(dataSource, lesson.id);
  const creditLine = credit
    ? `A make-up credit is yours: book a make-up on your family page before ${localWhen(credit.expiresAt!, family.timeZone)}.`
    : null;
  if (event === 'cancelled')
    return {
      subject: `Cancelled: ${course} lesson, ${when}`,
      lines: [
        `We are sorry: ${lessonName} is cancelled by the school.`,
        creditLine ?? 'Your family page shows what comes next.',
        'The attached invite takes it off your calendar.',
      ],
    };
  if (event === 'absence') {
    const policy = await dataSource.getRepository(LessonPolicy).findOneBy({ id: 1 });
    const why = policy
      ? `This absence earns no make-up credit: credits come with notice at least ${policy.noticeHours} hours ahead, ` +
        `at most ${policy.creditsPerTerm} a term.`
      : 'This absence earns no make-up credit.';
    return {
      subject: `Absence noted: ${course} lesson, ${when}`,
      lines: [
        `Thank you for telling us. We have noted that ${student.name} will miss the ${course.toLowerCase()} lesson with ${teacherName} on ${when} (${zone} time).`,
        creditLine ?? why,
        'The attached invite takes it off your calendar.',
      ],
    };
  }
  if (event === 'moved') {
    const was = localWhen(new Date(from!), family.timeZone);
    return {
      subject: `Moved: ${course} lesson, now ${when}`,
      lines: [
        `${student.name}'s ${course.toLowerCase()} lesson of ${was} moves to ${when} (${zone} time), with ${teacherName}.`,
        'The attached invite updates your calendar.',
        'Cannot come at the new time? Tell us on your family page before the lesson.',
      ],
    };
  }
  return {
    subject: `Make-up booked: ${course} lesson, ${when}`,
    lines: [
      `${student.name}'s make-up ${course.toLowerCase()} lesson with ${teacherName} is on ${when} (${zone} time).`,
      'Add the attached invite to your calendar.',
      'Cannot come after all? Tell us on your family page before the lesson.',
    ],
  };
}

export function lessonLetterMail(
  dataSource: DataSource,
  teachers: Pick<EnrolmentSources, 'teacher'>,
  publicUrl: string,
): MailComposer {
  return async (mail, school) => {
    const parsed = JSON.parse(mail.payload ?? '{}') as Partial<LessonLetterPayload> | ScheduleLetterPayload;
    if (parsed.event === 'plan-changed' || parsed.event === 'closure' || parsed.event === 'reopened')
      return scheduleLetter(dataSource, teachers, publicUrl, parsed);
    const payload = parsed;
    const facts = await lessonFacts(dataSource, teachers, payload.lessonId);
    if (!facts || !payload.event) throw new ObsoleteError('not sent: the lesson or its family is gone');
    if (facts.lesson.sequence !== payload.sequence)
      throw new ObsoleteError('not sent: the lesson changed again since (that change has its own letter)');
    if (payload.event === 'moved' && !payload.from) throw new ObsoleteError('not sent: the move is not recorded');
    const { subject, lines } = await wording(dataSource, facts, payload as LessonLetterPayload);
    return {
      ...familyLetter(subject, lines, publicUrl),
      toName: facts.family.payerName,
      invite: invite(facts, school, publicUrl, payload.event === 'cancelled' || payload.event === 'absence'),
    };
  };
}
