/**
 * Records a feature keeps about a person beyond their submissions (a family and its students, their lessons), handed
 * over and erased with the person (docs/requirements.md#data-rights): each feature hands the composition root what
 * reads its rows for a person key (the normalised email), for the export, and the statements that delete them, which
 * the erasure runs in its one transaction.
 */
import type { Statement } from '../db/atomic';

/** Reads rows with `?` placeholders on either database (people-rights/sql.ts). */
export type RecordReader = (sql: string, params: readonly string[]) => Promise<Record<string, unknown>[]>;

export interface PersonRecords {
  /** This feature's rows about the person with `key`, by a name the export shows them under. */
  collect(key: string, read: RecordReader): Promise<Record<string, Record<string, unknown>[]>>;
  /** The statements that delete this feature's rows about the person with `key`, children first. */
  erase(key: string): Statement[];
}

/**
 * A feature's rows that hang off submissions of one kind (a trial request's bookings): handed over with them in a
 * person's export and deleted with them, in the erasure's transaction, whoever erases them (a person, retention).
 */
export interface SubmissionDependents {
  /** The kind's name (common/src/kinds.ts), e.g. `trial-request`. */
  kind: string;
  /** The rows of these submissions, oldest first. */
  collect(submissionIds: readonly string[], read: RecordReader): Promise<Record<string, unknown>[]>;
  /** The statement that deletes them (its changed count is what the erasure reports as `bookings`). */
  erase(submissionIds: readonly string[]): Statement;
}
