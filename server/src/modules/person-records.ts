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

/**
 * The outbox's mail jobs about people (modules/notification/outbox-records.ts): handed over with a person and erased
 * with them. The outbox owns its table; the erasure and the export call these, never its SQL.
 */
export interface OutboxRecords {
  /** Ids of the email jobs addressed to the person with `key`, alone or among other recipients. */
  addressedTo(key: string, read: RecordReader): Promise<string[]>;
  /** Ids of the jobs about these submissions. */
  about(submissionIds: readonly string[], read: RecordReader): Promise<string[]>;
  /** The jobs with these ids, oldest first, as stored. */
  rows(ids: readonly string[], read: RecordReader): Promise<Record<string, unknown>[]>;
  /** Deletes the jobs about these submissions (its changed count is what the erasure reports as `mails`). */
  eraseAbout(submissionIds: readonly string[]): Statement;
  /** Deletes the jobs with these ids. */
  erase(ids: readonly string[]): Statement;
}

/**
 * The audit log's details, as far as an erasure scrubs them (modules/audit/audit-details.ts): the entries stay, their
 * personal text goes.
 */
export interface AuditDetails {
  /** Entries with a detail whose target is one of these ("trial_request:<id>"). */
  about(targets: readonly string[], read: RecordReader): Promise<{ id: string; action: string; detail: string }[]>;
  /** Entries whose detail quotes the person key (case-insensitively). */
  quoting(key: string, read: RecordReader): Promise<{ id: string; detail: string }[]>;
  /** Rewrites one entry's detail (null: none). */
  rewrite(id: string, detail: string | null): Statement;
}

/** What other features hold about a person, handed to the data rights by the composition root. */
export interface HeldElsewhere {
  /** Features' records about a person (a family, its lessons). */
  records: readonly PersonRecords[];
  /** Features' rows hanging off submissions (a trial request's bookings). */
  dependents: readonly SubmissionDependents[];
  outbox: OutboxRecords;
  audit: AuditDetails;
}
