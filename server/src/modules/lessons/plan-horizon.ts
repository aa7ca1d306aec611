/**
 * Weekly lessons keep coming (docs/requirements.md#enrolment): a plan's lessons are computed a year ahead when it is
 * set, and once a school day this job computes each open plan's lessons up to a year from that day, each holding the
 * teacher's time. The day's run is claimed in job_runs, so one instance does it whatever the number of servers; a run
 * cut short is made good by the next (it starts from each plan's latest lesson). A date the teacher is busy on (only
 * possible when the teacher's other plans were set in another zone) is skipped, logged and audited for staff.
 */
import type { Closures } from './closures';
import { addDays, zonedDay } from '@school/common';
import type { DataSource } from 'typeorm';
import { atomically, type Statement } from '../../db/atomic';
import { newId } from '../../db/ids';
import type { AuditService } from '../audit/audit.service';
import { Poller } from '../poller';
import { isCalendarOverlap, teacherCalendar } from '../teacher-calendar';
import { HORIZON_DAYS, toTime } from './lesson-rules';
import { occurrences, type Occurrence } from './occurrences';

const JOB = 'lesson-horizon';
const CHECK_MS = 60 * 60_000;
const SYSTEM = { actorId: null, actorEmail: 'system', clientIp: null };

interface PlanRow {
  id: string;
  student_id: string;
  teacher_id: string;
  course: string;
  weekday: number;
  start_time: string;
  minutes: number;
  time_zone: string;
  first_date: string;
  last_date: string | null;
}

export interface HorizonReport {
  plans: number;
  lessons: number;
  skipped: number;
}

export class PlanHorizon {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 10_000, everyMs: CHECK_MS },
    (error) => this.log.warn({ err: error }, 'lessons: extending the weekly plans failed; retried'),
  );
  private readonly postgres: boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly schoolTimeZone: string,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly closures: Pick<Closures, 'closedDays'>,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  start(): void {
    this.poller.start();
  }

  /** Stops the timer and waits for a run in progress (the drain). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /** The day's run at `now` (tests move the clock): what it added, or null when the day's run was taken already. */
  async runOnce(now = new Date()): Promise<HorizonReport | null> {
    const [claimed] = await atomically(this.dataSource, [
      {
        sql: 'INSERT INTO job_runs (job, day, started_at) VALUES (?, ?, ?) ON CONFLICT (job, day) DO NOTHING',
        params: [JOB, zonedDay(now, this.schoolTimeZone), now],
      },
    ]);
    if (claimed === 0) return null;
    const report: HorizonReport = { plans: 0, lessons: 0, skipped: 0 };
    const plans = await this.dataSource.query<PlanRow[]>(
      `SELECT id, student_id, teacher_id, course, weekday, start_time, minutes, time_zone, first_date, last_date FROM lesson_plans WHERE last_date IS NULL OR last_date >= ${this.postgres ? '$1' : '?'}`,
      [addDays(zonedDay(now, 'UTC'), -1)],
    );
    const latest = new Map(
      (
        await this.dataSource.query<{ plan_id: string; latest: Date | string }[]>(
          // a lesson moved counts where the plan put it
          'SELECT plan_id, MAX(COALESCE(planned_at, starts_at)) AS latest FROM lessons WHERE plan_id IS NOT NULL GROUP BY plan_id',
        )
      ).map((row) => [row.plan_id, toTime(row.latest)]),
    );
    // lessons are added from now to a year ahead (in any zone: a day either side)
    const today = zonedDay(now, 'UTC');
    const closed = await this.closures.closedDays(addDays(today, -1), addDays(today, HORIZON_DAYS + 2));
    for (const plan of plans) {
      const last = latest.get(plan.id);
      const from = last === undefined ? plan.first_date : addDays(zonedDay(new Date(last), plan.time_zone), 1);
      const until = addDays(zonedDay(now, plan.time_zone), HORIZON_DAYS);
      const weekly = {
        weekday: plan.weekday,
        startTime: plan.start_time,
        minutes: plan.minutes,
        timeZone: plan.time_zone,
        firstDate: plan.first_date,
        lastDate: plan.last_date,
      };
      const dates = occurrences(weekly, from, until).filter(
        (o) => o.startsAt.getTime() > now.getTime() && !closed(o.startsAt),
      );
      if (dates.length === 0) continue;
      report.plans++;
      try {
        await atomically(this.dataSource, this.statements(plan, dates, now));
        report.lessons += dates.length;
      } catch (error) {
        if (!isCalendarOverlap(error)) throw error;
        // one by one: the dates the teacher is free on are added, the others skipped and told
        for (const date of dates) {
          try {
            await atomically(this.dataSource, this.statements(plan, [date], now));
            report.lessons++;
          } catch (inner) {
            if (!isCalendarOverlap(inner)) throw inner;
            report.skipped++;
            this.log.warn({ plan: plan.id, startsAt: date.startsAt }, 'lessons: a weekly lesson meets something else');
            await this.audit.record(
              SYSTEM,
              'lesson_skipped',
              `student:${plan.student_id}`,
              `${date.date}: the teacher is busy then; the lesson was not added`,
            );
          }
        }
      }
    }
    return report;
  }

  private statements(plan: PlanRow, dates: Occurrence[], now: Date): Statement[] {
    const statements: Statement[] = [...teacherCalendar.lock([plan.teacher_id], this.postgres)];
    for (const o of dates) {
      const id = newId();
      statements.push(
        {
          sql: "INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'SCHEDULED', ?)",
          params: [id, plan.id, plan.student_id, plan.teacher_id, plan.course, o.startsAt, o.endsAt, now],
        },
        teacherCalendar.hold({
          kind: 'lesson',
          sourceId: id,
          teacherId: plan.teacher_id,
          startsAt: o.startsAt,
          endsAt: o.endsAt,
        }),
      );
    }
    return statements;
  }
}
