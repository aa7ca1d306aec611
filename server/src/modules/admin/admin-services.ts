/** Everything the dashboard needs on the server, built once per app and shared by GraphQL and HTTP routes. */
import type { DataSource } from 'typeorm';
import type { Env } from '../../config/env';
import type { ObjectStorage } from '../../storage/object-storage';
import { AdminUserService } from '../admin-user/admin-user.service';
import { AuditService } from '../audit/audit.service';
import { contactMessageResource } from '../contact-message/contact-message.admin.service';
import type { ContactMessage } from '../contact-message/contact-message.entity';
import { DashboardService } from '../dashboard/dashboard.service';
import { pageViewResource } from '../page-view/page-view.admin.service';
import type { PageView } from '../page-view/page-view.entity';
import { NotificationAdminService } from '../notification/notification.admin.service';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { LoginThrottle } from '../session/login-throttle';
import { SessionService } from '../session/session.service';
import { TeacherApplicationAdminService } from '../teacher-application/teacher-application.admin.service';
import { trialRequestResource } from '../trial-request/trial-request.admin.service';
import type { TrialRequest } from '../trial-request/trial-request.entity';
import { SubmissionAdminService } from './submission-admin.service';

export interface AdminServices {
  users: AdminUserService;
  sessions: SessionService;
  audit: AuditService;
  dashboard: DashboardService;
  trialRequests: SubmissionAdminService<TrialRequest>;
  contactMessages: SubmissionAdminService<ContactMessage>;
  teacherApplications: TeacherApplicationAdminService;
  pageViews: SubmissionAdminService<PageView>;
  notifications: NotificationAdminService;
}

interface Log { error(obj: object, msg: string): void }

export function createAdminServices(deps: { env: Env; dataSource: DataSource; storage: ObjectStorage; log: Log }): AdminServices {
  const { env, dataSource } = deps;
  const audit = new AuditService(dataSource);
  let sessions: SessionService | null = null;
  const users = new AdminUserService(dataSource, (userId) => sessions!.revokeAllFor(userId));
  sessions = new SessionService(dataSource, users, new LoginThrottle(new RateLimiter(dataSource, env.sessionSecret), audit), audit, env.sessionSecret, env.sessionTtlHours * 3_600_000);
  return {
    users, sessions, audit,
    dashboard: new DashboardService(dataSource),
    trialRequests: new SubmissionAdminService(dataSource, trialRequestResource, audit),
    contactMessages: new SubmissionAdminService(dataSource, contactMessageResource, audit),
    teacherApplications: new TeacherApplicationAdminService(dataSource, audit, deps.storage, deps.log),
    pageViews: new SubmissionAdminService(dataSource, pageViewResource, audit),
    notifications: new NotificationAdminService(dataSource, audit, env.notifications),
  };
}
