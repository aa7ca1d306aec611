/**
 * Nothing is kept past its retention period (docs/requirements.md#retention). Once a school day
 * (SCHOOL_TIME_ZONE) the job erases, through the erasure's own path (rows, bookings, outbox jobs,
 * audit details, resume objects):
 * - rejected teacher applications, RETENTION_REJECTED_DAYS after they were rejected;
 * - spam of every kind, RETENTION_SPAM_DAYS after it arrived;
 * - archived contact messages, RETENTION_ARCHIVED_DAYS after they were archived;
 * - page views, RETENTION_PAGE_VIEWS_DAYS after the visit;
 * and writes what it did to the audit log. Every instance looks each hour; the instance whose row in
 * job_runs (job, day) is inserted first runs it, the others see the row and do nothing. An instance
 * that dies mid-run leaves the rest to the next day's run, which takes everything older than each
 * period, not only that day's.
 */
import { CONTACT_MESSAGE, PAGE_VIEW, TEACHER_APPLICATION, zonedDay, type RetentionDays } from '@school/common';
import type { DataSource } from 'typeorm';
import { atomically } from '../../db/atomic';
import type { AuditService } from '../audit/audit.service';
import type { Erasure, FoundRows } from './erasure';
import { select, type Param } from './sql';
import type { SubmissionTable } from './submission-tables';
import { Poller } from '../poller';

const CHECK_MS = 3_600_000;
const DAY_MS = 86_400_000;
const BATCH = 1000;
export const RETENTION_JOB = 'retention';
const SYSTEM = { actorId: null, actorEmail: 'system', clientIp: null };

export interface RetentionReport {
  rejectedApplications: number;
  spam: number;
  archivedMessages: number;
  pageViews: number;
  resumes: number;
}

interface Rule {
  name: Exclude<keyof RetentionReport, 'resumes'>;
  /** The words of the audit entry. */
  words: string;
  tables: (tables: SubmissionTable[]) => SubmissionTable[];
  where: string;
  params: (cutoff: Date) => Param[];
  days: (settings: RetentionDays) => number;
}

const ofKind = (name: string) => (tables: SubmissionTable[]) => tables.filter((table) => table.spec.name === name);

const RULES: Rule[] = [
  {
    name: 'rejectedApplications',
    words: 'rejected applications',
    tables: ofKind(TEACHER_APPLICATION.name),
    where: "status = 'rejected' AND status_changed_at < ?",
    params: (cutoff) => [cutoff],
    days: (settings) => settings.rejectedApplicationsDays,
  },
  {
    name: 'spam',
    words: 'spam',
    tables: (tables) => tables.filter((table) => table.email !== null),
    where: 'spam = ? AND created_at < ?',
    params: (cutoff) => [true, cutoff],
    days: (settings) => settings.spamDays,
  },
  {
    name: 'archivedMessages',
    words: 'archived messages',
    tables: ofKind(CONTACT_MESSAGE.name),
    where: "status = 'archived' AND status_changed_at < ?",
    params: (cutoff) => [cutoff],
    days: (settings) => settings.archivedMessagesDays,
  },
  {
    name: 'pageViews',
    words: 'page views',
    tables: ofKind(PAGE_VIEW.name),
    where: 'created_at < ?',
    params: (cutoff) => [cutoff],
    days: (settings) => settings.pageViewsDays,
  },
];

export class Retention {
  private readonly poller = new Poller(
    () => this.runOnce(),
    { firstMs: 5_000, everyMs: CHECK_MS },
    (error) => this.log.warn({ err: error }, 'retention: the daily erasure failed; the next check retries'),
  );
  private readonly tables: SubmissionTable[];

  constructor(
    private readonly dataSource: DataSource,
    private readonly erasure: Erasure,
    private readonly audit: AuditService,
    private readonly settings: RetentionDays,
    private readonly timeZone: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {
    this.tables = erasure.tables;
  }

  start(): void {
    this.poller.start();
  }

  /** Stops the timer and waits for a look in progress (the drain). */
  async stop(): Promise<void> {
    await this.poller.stop();
  }

  /**
   * The day's run at `now` (tests pass a later one to move the clock): what it erased, or null when
   * this school day's run was already taken, by this instance or another.
   */
  async runOnce(now = new Date()): Promise<RetentionReport | null> {
    const [claimed] = await atomically(this.dataSource, [
      {
        sql: 'INSERT INTO job_runs (job, day, started_at) VALUES (?, ?, ?) ON CONFLICT (job, day) DO NOTHING',
        params: [RETENTION_JOB, zonedDay(now, this.timeZone), now],
      },
    ]);
    if (claimed === 0) return null;
    const report: RetentionReport = { rejectedApplications: 0, spam: 0, archivedMessages: 0, pageViews: 0, resumes: 0 };
    for (const rule of RULES) {
      const cutoff = new Date(now.getTime() - rule.days(this.settings) * DAY_MS);
      for (const table of rule.tables(this.tables)) {
        for (;;) {
          const rows = await select<{ id: string; object_key?: string | null }>(
            this.dataSource,
            `SELECT id${table.objectKey ? `, ${table.objectKey} AS object_key` : ''} FROM ${table.table} WHERE ${rule.where} LIMIT ${BATCH}`,
            rule.params(cutoff),
          );
          if (rows.length === 0) break;
          const found: FoundRows = {
            table,
            rows: rows.map((row) => ({ id: row.id, objectKey: row.object_key ?? null })),
          };
          const erased = await this.erasure.erase([found]);
          report[rule.name] += erased.submissions;
          report.resumes += erased.resumes;
          if (rows.length < BATCH) break;
        }
      }
    }
    await select(this.dataSource, 'UPDATE job_runs SET finished_at = ? WHERE job = ? AND day = ?', [
      new Date(),
      RETENTION_JOB,
      zonedDay(now, this.timeZone),
    ]);
    // a day with nothing expired leaves only its job_runs row: the log is for what was erased
    if (RULES.some((rule) => report[rule.name] > 0)) {
      const said = RULES.map((rule) => `${report[rule.name]} ${rule.words}`).join(', ');
      await this.audit.record(SYSTEM, 'retention', null, `retention: erased ${said}; ${report.resumes} resumes`);
    }
    return report;
  }
}
