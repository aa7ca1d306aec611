/**
 * Erasing submissions for good (docs/requirements.md#data-rights): a person's on request, expired ones
 * for the retention job. The rows, their trial bookings, their outbox jobs and the personal text in
 * audit entries about them go in one transaction, with the keys of their resume objects written to
 * pending_object_deletions in that same transaction. A person's erasure is one transaction whole
 * (every kind of submission, and its own audit entry): a connection lost midway leaves everything
 * as it was, never a contact message gone and an application kept; retention's, one per few hundred rows. The objects are removed after the commit; one
 * the store refuses stays listed for the sweep (object-sweep.ts). So an answer of success means the
 * rows are gone, and no object can outlive its row unnoticed, whether the store is up or not.
 */
import type { HeldElsewhere, RecordReader } from '../person-records';
import type { Kinds } from '../kinds/kind-definition';
import { createHmac, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { atomically, type Statement } from '../../db/atomic';
import type { ObjectStorage } from '../../storage/object-storage';
import type { Actor, AuditService } from '../audit/audit.service';
import { personKey } from '@school/common';
import { chunks, placeholders, select } from './sql';
import { submissionTables, type SubmissionTable } from './submission-tables';

export interface ErasureCounts {
  submissions: number;
  resumes: number;
  mails: number;
  bookings: number;
}

export const NO_ERASURE: ErasureCounts = { submissions: 0, resumes: 0, mails: 0, bookings: 0 };

/** Some rows of one submission table, with the object key each holds (if any). */
export interface FoundRows {
  table: SubmissionTable;
  rows: { id: string; objectKey: string | null }[];
}

/**
 * Audit actions whose detail about a submission holds no personal text (a status, field names, a staff
 * address, a class time and teacher): kept. Any other detail about an erased submission (a resume's
 * file name, what a later feature may write) is cleared: a list of what is safe, not of what is not.
 */
const IMPERSONAL_DETAILS = new Set([
  'status_change',
  'update',
  'assign',
  'spam',
  'not_spam',
  'delete',
  'booking_create',
  'booking_move',
  'booking_cancel',
]);

/** A key for hashing when SESSION_SECRET is unset: hashes then match within this process only. */
const PROCESS_KEY = randomBytes(32);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class Erasure {
  /** Every kind's table, with the columns an erasure reads. */
  readonly tables: SubmissionTable[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditService,
    private readonly secret: string | null,
    private readonly log: { warn(obj: object, msg: string): void },
    /** What other features hold about a person or hang off submissions: erased with them, by their own statements. */
    private readonly held: HeldElsewhere,
    kinds: Kinds,
  ) {
    this.tables = submissionTables(dataSource, kinds);
  }

  /** Reads with `?` placeholders on either database, for the features' record readers. */
  readonly read: RecordReader = (sql, params) => select<Record<string, unknown>>(this.dataSource, sql, params);

  /** The keyed hash the audit log names a person by: HMAC-SHA256 of the person key, hex. */
  hashOf(key: string): string {
    return createHmac('sha256', this.secret ?? PROCESS_KEY)
      .update(key)
      .digest('hex');
  }

  /** Every submission of every kind with this person key (the indexed person_key column, docs/requirements.md#people). */
  async findPerson(key: string): Promise<FoundRows[]> {
    const found: FoundRows[] = [];
    for (const table of this.tables) {
      if (!table.personKey) continue;
      const columns = ['id', ...(table.objectKey ? [`${table.objectKey} AS object_key`] : [])];
      const rows = await select<{ id: string; object_key?: string | null }>(
        this.dataSource,
        `SELECT ${columns.join(', ')} FROM ${table.table} WHERE ${table.personKey} = ?`,
        [key],
      );
      if (rows.length > 0)
        found.push({ table, rows: rows.map((row) => ({ id: row.id, objectKey: row.object_key ?? null })) });
    }
    return found;
  }

  /** Erases everything held about the person with this email; a second call finds nothing and answers zeros. */
  async erasePerson(email: string, actor: Actor): Promise<ErasureCounts> {
    const key = personKey(email);
    const found = await this.findPerson(key);
    const mails = await this.mailsTo(key);
    const entry = this.audit.statement(actor, 'person_erase', null, `erased a person ${this.hashOf(key)}`);
    return this.erase(found, { key, mails, entry });
  }

  /**
   * Erases the rows (and what hangs off them), then their objects: in one transaction per few hundred
   * rows, or, for a `person`, in one transaction with `person.entry` (the audit entry of the erasure),
   * also the outbox jobs addressed to that person, and their address wherever an audit entry quotes
   * it (an export filtered by it).
   */
  async erase(found: FoundRows[], person?: { key: string; mails: string[]; entry: Statement }): Promise<ErasureCounts> {
    const counts = { ...NO_ERASURE };
    const pieces = found.flatMap(({ table, rows }) => chunks(rows).map((part) => ({ table, rows: part })));
    if (person && pieces.length === 0) pieces.push({ table: this.tables[0], rows: [] });
    // a person's pieces are gathered into one transaction with the audit entry; retention's run one by one
    const statements: Statement[] = [];
    const count: Record<'bookings' | 'mails' | 'submissions', number[]> = { bookings: [], mails: [], submissions: [] };
    const keys: string[] = [];
    const commit = async () => {
      if (statements.length === 0) return;
      const changed = await atomically(this.dataSource, statements);
      for (const what of ['bookings', 'mails', 'submissions'] as const)
        counts[what] += count[what].reduce((sum, at) => sum + changed[at], 0);
      counts.resumes += keys.length;
      await this.removeObjects(keys);
      statements.length = 0;
      keys.length = 0;
      for (const what of ['bookings', 'mails', 'submissions'] as const) count[what] = [];
    };
    const { records, dependents, outbox, audit } = this.held;
    if (person) statements.push(person.entry, ...records.flatMap((feature) => feature.erase(person.key)));
    for (const [i, piece] of pieces.entries()) {
      const extra = i === 0 && person ? person : null;
      const ids = piece.rows.map((row) => row.id);
      const pieceKeys = piece.rows.flatMap((row) => (row.objectKey ? [row.objectKey] : []));
      keys.push(...pieceKeys);
      const slots = placeholders(ids.length);
      const add = (what: keyof typeof count | null, statement: Statement) => {
        if (what) count[what].push(statements.length);
        statements.push(statement);
      };
      if (ids.length > 0) {
        for (const dependent of dependents.filter((d) => d.kind === piece.table.spec.name))
          add('bookings', dependent.erase(ids));
        add('mails', outbox.eraseAbout(ids));
      }
      for (const part of chunks(extra?.mails ?? [])) add('mails', outbox.erase(part));
      for (const scrub of await this.auditScrubs(piece.table, ids, extra?.key ?? null))
        add(null, audit.rewrite(scrub.id, scrub.detail));
      if (ids.length > 0)
        add('submissions', { sql: `DELETE FROM ${piece.table.table} WHERE id IN ${slots}`, params: ids });
      for (const objectKey of pieceKeys)
        add(null, {
          sql: 'INSERT INTO pending_object_deletions (object_key) VALUES (?) ON CONFLICT (object_key) DO NOTHING',
          params: [objectKey],
        });
      if (!person) await commit();
    }
    await commit();
    return counts;
  }

  /**
   * Removes objects whose rows are gone; each one removed is struck off pending_object_deletions.
   * One the store refuses stays there for the sweep. Answers how many were removed.
   */
  async removeObjects(keys: readonly string[]): Promise<number> {
    let removed = 0;
    for (const objectKey of keys) {
      try {
        await this.storage.remove(objectKey);
        await select(this.dataSource, 'DELETE FROM pending_object_deletions WHERE object_key = ?', [objectKey]);
        removed++;
      } catch (error) {
        this.log.warn({ err: error, key: objectKey }, 'could not remove an erased resume yet; the sweep retries');
        await select(
          this.dataSource,
          'UPDATE pending_object_deletions SET attempts = attempts + 1 WHERE object_key = ?',
          [objectKey],
        ).catch(() => undefined);
      }
    }
    return removed;
  }

  /** Outbox jobs addressed to the person (alone or among other recipients), by id. */
  mailsTo(key: string): Promise<string[]> {
    return this.held.outbox.addressedTo(key, this.read);
  }

  /** The audit entries to rewrite: details about these rows that may hold personal text, and any quoting the address. */
  private async auditScrubs(
    table: SubmissionTable,
    ids: readonly string[],
    key: string | null,
  ): Promise<{ id: string; detail: string | null }[]> {
    const scrubs = new Map<string, string | null>();
    for (const part of chunks(ids.map((id) => `${table.target}${id}`)))
      for (const entry of await this.held.audit.about(part, this.read))
        if (!IMPERSONAL_DETAILS.has(entry.action)) scrubs.set(entry.id, null);
    if (key) {
      const pattern = new RegExp(escapeRegExp(key), 'giu');
      for (const entry of await this.held.audit.quoting(key, this.read))
        if (!scrubs.has(entry.id)) scrubs.set(entry.id, entry.detail.replace(pattern, '[erased]'));
    }
    return [...scrubs].map(([id, detail]) => ({ id, detail }));
  }
}
