/**
 * A teacher's one calendar: every trial class, weekly lesson and make-up holds its time here, and the database
 * refuses a second hold that overlaps the first (docs/requirements.md#teacher-calendar): PostgreSQL by an exclusion
 * constraint, SQLite by a trigger (its writers take turns, so the check and the insert are one step). Whatever the
 * number of server instances, a teacher never holds two things at once. The features write their holds in the
 * transaction of the change itself, through these statements; none of them names another feature's table.
 */
import type { Statement } from '../db/atomic';

/** What holds the time: a trial booking, a lesson (make-ups are lessons too), the teacher's leave. */
export type HoldKind = 'trial' | 'lesson' | 'leave';

/** A time a teacher gives to one thing, [startsAt, endsAt). */
export interface Hold {
  kind: HoldKind;
  sourceId: string;
  teacherId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The longest thing a calendar holds (a lesson's longest length): how far back a window's reads must look. */
export const LONGEST_HOLD_MINUTES = 240;

export const teacherCalendar = {
  hold: (hold: Hold): Statement => ({
    sql: 'INSERT INTO teacher_calendar (kind, source_id, teacher_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?)',
    params: [hold.kind, hold.sourceId, hold.teacherId, hold.startsAt, hold.endsAt],
  }),
  /** Moves a hold (to another time or teacher); changes nothing when it has none. */
  move: (hold: Hold): Statement => ({
    sql: 'UPDATE teacher_calendar SET teacher_id = ?, starts_at = ?, ends_at = ? WHERE kind = ? AND source_id = ?',
    params: [hold.teacherId, hold.startsAt, hold.endsAt, hold.kind, hold.sourceId],
  }),
  /**
   * PostgreSQL: the teachers' calendar writes one after another, taken at the start of the transaction (in id order,
   * so two writers never wait on each other in a circle). Without it two transactions that each insert several
   * overlapping holds can deadlock on the exclusion constraint instead of one of them being refused. SQLite's
   * writers take turns already: nothing to run.
   */
  lock: (teacherIds: readonly string[], postgres: boolean): Statement[] =>
    postgres
      ? [...new Set(teacherIds)].sort().map((id) => ({
          sql: 'SELECT pg_advisory_xact_lock(hashtext(?))',
          params: [`teacher-calendar:${id}`],
        }))
      : [],
  /** The time is free again. */
  release: (kind: HoldKind, sourceId: string): Statement => ({
    sql: 'DELETE FROM teacher_calendar WHERE kind = ? AND source_id = ?',
    params: [kind, sourceId],
  }),
};

/** The message SQLite's trigger aborts with. */
export const OVERLAP_MESSAGE = 'teacher_calendar_overlap';

/** The calendar refused an overlapping hold (PostgreSQL's exclusion violation 23P01, SQLite's trigger). */
export function isCalendarOverlap(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; driverError?: { code?: unknown; message?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  if (code === '23P01') return true;
  const message = `${typeof e?.message === 'string' ? e.message : ''} ${typeof e?.driverError?.message === 'string' ? e.driverError.message : ''}`;
  return message.includes(OVERLAP_MESSAGE);
}
