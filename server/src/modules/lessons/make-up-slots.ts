/**
 * The times a make-up can be booked (docs/requirements.md#make-ups): the free slots of each active teacher of the
 * missed lesson's course, in their weekly availability, with the missed lesson's length, from now until the credit
 * expires (at most MAKE_UP_WINDOW_DAYS ahead), none meeting anything in the teacher's one calendar. The same slot
 * engine as the trial classes (modules/slots.ts).
 */
import type { DataSource, Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { freeStarts, type Interval } from '../slots';
import { LONGEST_HOLD_MINUTES } from '../teacher-calendar';
import { Lesson, MakeUpLedgerRow } from './lesson.entities';
import { MINUTE, toTime, type EnrolmentSources } from './lesson-rules';

export const MAKE_UP_WINDOW_DAYS = 31;

export interface MakeUpSlot {
  startsAt: Date;
  teacherId: string;
}

export class MakeUpSlots {
  private readonly ledger: Repository<MakeUpLedgerRow>;
  private readonly lessonRows: Repository<Lesson>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sources: Pick<EnrolmentSources, 'activeTeachers'>,
  ) {
    this.ledger = dataSource.getRepository(MakeUpLedgerRow);
    this.lessonRows = dataSource.getRepository(Lesson);
  }

  /** Free times for the credit's make-up, by start then teacher; empty when the credit is no longer available. */
  async forCredit(creditId: string, now = new Date()): Promise<MakeUpSlot[]> {
    const credit = await this.ledger.findOneBy({ id: creditId, delta: 1 });
    if (!credit) throw new NotFoundError(`No make-up credit with id ${creditId}`);
    if (await this.ledger.existsBy({ creditId, delta: -1 })) return [];
    const missed = credit.lessonId ? await this.lessonRows.findOneBy({ id: credit.lessonId }) : null;
    if (!missed)
      throw new ValidationError('The missed lesson of this credit is gone', { creditId: 'The missed lesson is gone' });
    const minutes = Math.round((missed.endsAt.getTime() - missed.startsAt.getTime()) / MINUTE);
    const until = Math.min(credit.expiresAt!.getTime(), now.getTime() + MAKE_UP_WINDOW_DAYS * 86_400_000);
    if (until <= now.getTime()) return [];
    const teachers = (await this.sources.activeTeachers()).filter((t) => t.courses.includes(missed.course));
    if (teachers.length === 0) return [];
    const held: { teacherId: string; startsAt: Date | string; endsAt: Date | string }[] = await this.dataSource
      .createQueryBuilder()
      .select('c.teacher_id', 'teacherId')
      .addSelect('c.starts_at', 'startsAt')
      .addSelect('c.ends_at', 'endsAt')
      .from('teacher_calendar', 'c')
      .where('c.teacher_id IN (:...ids)', { ids: teachers.map((t) => t.id) })
      .andWhere('c.starts_at >= :from AND c.starts_at < :to', {
        from: new Date(now.getTime() - LONGEST_HOLD_MINUTES * MINUTE),
        to: new Date(until),
      })
      .getRawMany();
    const busy = new Map<string, Interval[]>();
    for (const h of held)
      busy.set(h.teacherId, [...(busy.get(h.teacherId) ?? []), { start: toTime(h.startsAt), end: toTime(h.endsAt) }]);
    const rules = { lessonMinutes: minutes, minNoticeHours: 0, horizonDays: MAKE_UP_WINDOW_DAYS };
    const slots: MakeUpSlot[] = [];
    for (const teacher of teachers)
      for (const start of freeStarts(
        teacher,
        { from: now.getTime() + MINUTE, to: until },
        busy.get(teacher.id) ?? [],
        now.getTime(),
        rules,
      ))
        slots.push({ startsAt: new Date(start), teacherId: teacher.id });
    return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.teacherId.localeCompare(b.teacherId));
  }
}
