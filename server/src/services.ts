import type { Env } from './config/env';
import { UploadGuard } from './http/upload-guard';
import type { RowWriter } from './db/row-writer';
import { ContactMessageService } from './modules/contact-message/contact-message.service';
import { PageViewService } from './modules/page-view/page-view.service';
import { TeacherApplicationService } from './modules/teacher-application/teacher-application.service';
import { TrialRequestService } from './modules/trial-request/trial-request.service';
import type { ObjectStorage } from './storage/object-storage';
import { prepareSpoolDir } from './storage/resume-file';
import { RateLimiter, SubmissionLimits } from './modules/rate-limit/rate-limiter';
import type { SubmissionCompanions } from './modules/submission';
import type { DataSource } from 'typeorm';

/** The one gate for every write, shared by the GraphQL resolvers and the REST shims. */
export interface Services {
  contactMessages: ContactMessageService;
  trialRequests: TrialRequestService;
  teacherApplications: TeacherApplicationService;
  pageViews: PageViewService;
  /** Admission of multipart uploads: form rate limit, bytes in flight, cleanup on every ending. */
  uploads: UploadGuard;
}

export function createServices(deps: { env: Env; dataSource: DataSource; writer: RowWriter; storage: ObjectStorage; companions?: SubmissionCompanions }): Services {
  const limits = new SubmissionLimits(new RateLimiter(deps.dataSource), deps.env.rateLimitForms, deps.env.rateLimitTracking);
  const spool = prepareSpoolDir(deps.env.dataDir);
  const spoolDir = spool.dir;
  return {
    contactMessages: new ContactMessageService(deps.writer, limits, deps.companions),
    trialRequests: new TrialRequestService(deps.writer, limits, deps.companions),
    teacherApplications: new TeacherApplicationService(deps.writer, deps.storage, limits, deps.env.resumeMaxBytes, spoolDir, deps.companions),
    pageViews: new PageViewService(deps.writer, limits),
    uploads: new UploadGuard(spoolDir, deps.env.resumeMaxBytes, deps.env.uploadMaxBytesInFlight, limits, spool.stop),
  };
}
