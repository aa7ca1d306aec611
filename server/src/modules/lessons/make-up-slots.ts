/**
 * The times a make-up can be booked (docs/requirements.md#make-ups): the free slots of the missed lesson's teacher
 * (or another one, or any active teacher of the course with one teacher per time), in their weekly availability,
 * with the missed lesson's length, from now until the credit expires (at most MAKE_UP_WINDOW_DAYS ahead), none
 * meeting anything in the teacher's one calendar. The same slot engine as the trial classes (modules/slots.ts).
 */
import type { DataSource, Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import { freeStarts, type Interval } from '../slots';
import { LONGEST_HOLD_MINUTES } from '../teacher-calendar';
import { Lesson, MakeUpLedgerRow, Student } from './lesson.entities';
import { MINUTE, toTime, type EnrolmentSources } from './lesson-rules';
import { enrolmentEnd } from './student-leaving';

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
    private readonly schoolTimeZone: string,
  ) {
    this.ledger = dataSource.getRepository(MakeUpLedgerRow);
    this.lessonRows = dataSource.getRepository(Lesson);
  }

  /**
   * Free times for the credit's make-up, by start: of `teacherId` (default: the missed lesson's teacher), or with
   * `anyTeacher` of every active teacher of the course, one per time (the missed lesson's teacher first, then the
   * least busy). Empty when the credit is no longer available.
   */
  async forCredit(
    creditId: string,
    options: { teacherId?: string | null; anyTeacher?: boolean } = {},
    now = new Date(),
  ): Promise<MakeUpSlot[]> {
    // asked together: on PostgreSQL each is a round trip
    const [credit, ended, active] = await Promise.all([
      this.ledger.findOneBy({ id: creditId, delta: 1 }),
      this.ledger.existsBy({ creditId, delta: -1 }),
      this.sources.activeTeachers(),
    ]);
    if (!credit) throw new NotFoundError(`No make-up credit with id ${creditId}`);
    if (ended) return [];
    const [missed, student] = await Promise.all([
      credit.lessonId ? this.lessonRows.findOneBy({ id: credit.lessonId }) : null,
      this.dataSource.getRepository(Student).findOneBy({ id: credit.studentId }),
    ]);
    if (!missed)
      throw new ValidationError('The missed lesson of this credit is gone', { creditId: 'The missed lesson is gone' });
    const minutes = Math.round((missed.endsAt.getTime() - missed.startsAt.getTime()) / MINUTE);
    // a student who left is offered nothing after their last date
    const until = Math.min(
      credit.expiresAt!.getTime(),
      now.getTime() + MAKE_UP_WINDOW_DAYS * 86_400_000,
      enrolmentEnd(student, this.schoolTimeZone) ?? Infinity,
    );
    if (until <= now.getTime()) return [];
    const wanted = options.teacherId || missed.teacherId;
    const teachers = active.filter((t) => t.courses.includes(missed.course) && (options.anyTeacher || t.id === wanted));
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
    for (const h of held) {
      const list = busy.get(h.teacherId) ?? [];
      if (list.length === 0) busy.set(h.teacherId, list);
      list.push({ start: toTime(h.startsAt), end: toTime(h.endsAt) });
    }
    const rules = { lessonMinutes: minutes, minNoticeHours: 0, horizonDays: MAKE_UP_WINDOW_DAYS };
    // one teacher per time: the missed lesson's teacher first, then the one with the fewest things held
    const load = (id: string) => (id === missed.teacherId ? -1 : (busy.get(id)?.length ?? 0));
    teachers.sort((a, b) => load(a.id) - load(b.id) || a.id.localeCompare(b.id));
    const window = { from: now.getTime() + MINUTE, to: until };
    const chosen = new Map<number, string>();
    for (const teacher of teachers)
      for (const start of freeStarts(teacher, window, busy.get(teacher.id) ?? [], now.getTime(), rules, chosen))
        chosen.set(start, teacher.id);
    return [...chosen.entries()]
      .sort(([a], [b]) => a - b)
      .map(([start, teacherId]) => ({ startsAt: new Date(start), teacherId }));
  }
}
