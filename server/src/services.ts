import type { BookingMailJobs } from './modules/booking/booking-mail-jobs';
import type { Env } from './config/env';
import { UploadGuard } from './http/upload-guard';
import type { RowWriter } from './db/row-writer';
import { PageViewService } from './modules/page-view/page-view.service';
import { TeacherApplicationService } from './modules/teacher-application/teacher-application.service';
import { FormService } from './modules/kinds/form.service';
import { formKinds } from './modules/kinds/registry';
import type { ObjectStorage } from './storage/object-storage';
import { prepareSpoolDir } from './storage/resume-file';
import { SubmissionLimits, type RateLimiter } from './modules/rate-limit/rate-limiter';
import type { Receipt, RowSink, SubmissionCompanions } from './modules/submission';
import type { DataSource } from 'typeorm';
import { isDiskFull } from './errors';
import { DiskSpace } from './storage/disk-space';
import { CONTENT_IMAGE_LIMITS, TRIAL_REQUEST } from '@school/common';
import type { AuditService } from './modules/audit/audit.service';
import { BookingService } from './modules/booking/booking.service';
import { trialRequestStatuses } from './modules/trial-request/trial-request-statements';
import type { TrialRequestReads } from './modules/trial-request-status';
import type { BookingTokens } from './modules/booking/booking-token';

/**
 * The parts several features share, built once by the composition root (app.ts) and handed to each: the audit
 * log, the rate limiter's counters, the booking links' signer and the booking mails' queue.
 */
export interface SharedParts {
  audit: AuditService;
  limiter: RateLimiter;
  bookingTokens: BookingTokens;
  bookingMail: BookingMailJobs;
  /** What the booking feature reads of trial requests (theirs to read). */
  requestReads: TrialRequestReads;
}

/** The one gate for every write, shared by the GraphQL resolvers and the REST shims. */
export interface Services {
  /** The plain forms (contact, trial), by kind name: one generic service each. */
  forms: Record<string, FormService>;
  teacherApplications: TeacherApplicationService;
  pageViews: PageViewService;
  /** Admission of multipart uploads: form rate limit, bytes in flight, cleanup on every ending. */
  uploads: UploadGuard;
  /** Free space on DATA_DIR: the readiness probe `disk`, and the guard of uploads (and of rows on SQLite). */
  disk: DiskSpace;
  /** Teachers, trial slots and bookings. */
  booking: BookingService;
  bookingTokens: BookingTokens;
  /** What a form's GraphQL receipt carries besides the id, by kind (a new trial request: its booking token). */
  receiptExtras: Record<string, (receipt: Receipt) => { bookingToken?: string | null }>;
}

/** The largest file a multipart request may carry: a resume (RESUME_MAX_BYTES) or a content image (10 MB). */
export function maxUploadBytes(env: Pick<Env, 'resumeMaxBytes'>): number {
  return Math.max(env.resumeMaxBytes, CONTENT_IMAGE_LIMITS.bytes);
}

/** Rows go through the disk-space guard first when the database lives on the data volume (SQLite). */
export function guardRows(writer: RowSink, disk: DiskSpace): RowSink {
  if (!disk.holdsDatabase) return writer;
  return {
    async insert(target, row, companions) {
      await disk.assertRowsFit();
      try {
        await writer.insert(target, row, companions);
      } catch (error) {
        if (isDiskFull(error)) disk.forget(); // SQLITE_FULL: look at the volume again on the next write
        throw error;
      }
    },
  };
}

export function createServices(deps: {
  env: Env;
  dataSource: DataSource;
  writer: RowWriter;
  storage: ObjectStorage;
  shared: SharedParts;
  companions?: SubmissionCompanions;
}): Services {
  const { limiter, bookingTokens } = deps.shared;
  const limits = new SubmissionLimits(limiter, deps.env.rateLimitForms, deps.env.rateLimitTracking);
  const spool = prepareSpoolDir(deps.env.dataDir);
  const spoolDir = spool.dir;
  const disk = new DiskSpace(deps.env.dataDir, deps.env.diskMinFreeBytes, deps.dataSource.options.type !== 'postgres');
  const writer = guardRows(deps.writer, disk);
  const selfBooking = deps.env.booking.selfBooking;
  return {
    forms: Object.fromEntries(
      formKinds.map((kind) => [kind.spec.name, new FormService(kind, writer, limits, deps.companions)]),
    ),
    teacherApplications: new TeacherApplicationService(
      writer,
      deps.storage,
      limits,
      deps.env.resumeMaxBytes,
      spoolDir,
      deps.companions,
    ),
    pageViews: new PageViewService(writer, limits),
    uploads: new UploadGuard(
      spoolDir,
      maxUploadBytes(deps.env),
      deps.env.uploadMaxBytesInFlight,
      limits,
      () => spool.stop(),
      disk,
    ),
    disk,
    booking: new BookingService(
      deps.dataSource,
      deps.shared.audit,
      deps.env.booking,
      bookingTokens,
      deps.shared.bookingMail,
      limiter,
      trialRequestStatuses,
      deps.shared.requestReads,
    ),
    bookingTokens,
    receiptExtras: {
      // a flagged request gets the same receipt as any other (its booking is held for staff, silently)
      [TRIAL_REQUEST.name]: ({ id }) => ({ bookingToken: selfBooking ? bookingTokens.issue(id) : null }),
    },
  };
}
