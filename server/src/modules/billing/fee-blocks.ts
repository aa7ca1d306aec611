/**
 * Blocks of lessons paid ahead (docs/requirements.md#fee-blocks). A student whose course has a BLOCK fee draws each
 * lesson given from the blocks bought for that course; the month's run writes each draw as a line at no charge
 * ("3 left"), and sells new blocks when what is left would not cover the lessons planned for the coming month. What
 * is left is never stored: it is the lessons the live invoices' BLOCK lines bought less the lines drawn from them.
 */
import type { DataSource } from 'typeorm';
import type { BillableLesson } from '../enrolment-for-billing';
import type { FeePlan } from './billing.entities';
import { courseName, type ChargeLine } from './invoice-math';

/** The blocks key: a student's course. */
const keyOf = (lesson: { studentId: string; course: string }) => `${lesson.studentId}:${lesson.course}`;

/** Lessons bought less lessons drawn, for each student's course that ever had a block. */
export async function lessonsLeft(dataSource: DataSource): Promise<Map<string, number>> {
  const rows: { student_id: string; course: string; bought: number | string; drawn: number | string }[] =
    await dataSource.query(
      "SELECT student_id, course, SUM(COALESCE(block_lessons, 0)) AS bought, SUM(CASE WHEN kind = 'FROM_BLOCK' " +
        "THEN 1 ELSE 0 END) AS drawn FROM invoice_lines WHERE kind IN ('BLOCK', 'FROM_BLOCK') AND billing_key IS " +
        'NOT NULL GROUP BY student_id, course',
    );
  return new Map(rows.map((r) => [`${r.student_id}:${r.course}`, Number(r.bought) - Number(r.drawn)]));
}

interface Need {
  lesson: BillableLesson;
  fee: FeePlan;
  count: number;
}

/** The draws of a month and the blocks to sell for the next, as each family's charge lines. */
export class BlockLedger {
  private readonly draws = new Map<string, { lesson: BillableLesson; day: string }[]>();
  private readonly needs = new Map<string, Need>();

  constructor(
    private readonly left: Map<string, number>,
    private readonly period: string,
    /** The coming month's first day: the day the blocks sold are for. */
    private readonly nextFirstDay: string,
  ) {}

  /** A lesson given this month (or marked late) at a BLOCK fee. */
  draw(lesson: BillableLesson, day: string): void {
    const key = keyOf(lesson);
    this.draws.set(key, [...(this.draws.get(key) ?? []), { lesson, day }]);
  }

  /** A lesson planned in the coming month at a BLOCK fee: the blocks sold now must cover it. */
  plan(lesson: BillableLesson, fee: FeePlan): void {
    const key = keyOf(lesson);
    const need = this.needs.get(key);
    if (need) need.count++;
    else this.needs.set(key, { lesson, fee, count: 1 });
  }

  /** Each family's lines: the draws, in date order with what is left after each, then the blocks sold. */
  lines(): { familyId: string; line: ChargeLine }[] {
    const out: { familyId: string; line: ChargeLine }[] = [];
    for (const key of new Set([...this.draws.keys(), ...this.needs.keys()])) {
      let left = this.left.get(key) ?? 0;
      for (const { lesson, day } of this.draws.get(key) ?? []) {
        left--;
        const after = left >= 0 ? `${left} left` : 'paid with the next block';
        out.push({
          familyId: lesson.familyId,
          line: {
            kind: 'FROM_BLOCK',
            description: `${courseName(lesson.course)} lesson ${day}${lesson.status === 'ABSENT' ? ', missed without notice' : ''} (${lesson.studentName}), from the block: ${after}`,
            studentId: lesson.studentId,
            studentName: lesson.studentName,
            course: lesson.course,
            teacherId: lesson.teacherId,
            lessonId: lesson.id,
            serviceOn: day,
            quantity: 1,
            unitAmount: 0,
            amount: 0,
            billingKey: `lesson:${lesson.id}`,
          },
        });
      }
      const need = this.needs.get(key);
      if (!need || left >= need.count) continue;
      const size = need.fee.lessonsIncluded!;
      const blocks = Math.ceil((need.count - left) / size);
      const { lesson } = need;
      out.push({
        familyId: lesson.familyId,
        line: {
          kind: 'BLOCK',
          description: `${courseName(lesson.course)}: ${blocks === 1 ? 'a block' : `${blocks} blocks`} of ${size} lessons paid ahead (${lesson.studentName})`,
          studentId: lesson.studentId,
          studentName: lesson.studentName,
          course: lesson.course,
          teacherId: lesson.teacherId,
          lessonId: null,
          serviceOn: this.nextFirstDay,
          quantity: blocks,
          unitAmount: need.fee.amount,
          amount: blocks * need.fee.amount,
          billingKey: `block:${key}:${this.period}`,
          blockLessons: blocks * size,
        },
      });
    }
    return out;
  }
}
