/** Everything the dashboard needs on the server, built once per app and shared by GraphQL and HTTP routes. */
import type { DataSource } from 'typeorm';
import type { Env } from '../../config/env';
import type { ObjectStorage } from '../../storage/object-storage';
import { AdminUserService } from '../admin-user/admin-user.service';
import { DashboardService } from '../dashboard/dashboard.service';
import { Teacher } from '../booking/teacher.entity';
import { LaunchChecklist } from '../dashboard/launch-checklist';
import { TriageService } from '../dashboard/triage.service';
import { NotificationAdminService } from '../notification/notification.admin.service';
import { DataRights } from '../people-rights/data-rights';
import { LoginThrottle } from '../session/login-throttle';
import { revokeSessionsOf, SessionService } from '../session/session.service';
import { StaffDirectory } from '../admin-user/staff-directory';
import type { StaffMail } from './assignment';
import type { AdminDeps, KindDefinition, Kinds } from '../kinds/kind-definition';
import type { SubmissionCompanions } from '../submission';
import { SubmissionAdminService, type Row } from './submission-admin.service';
import { enrolmentSources, launchData } from './admin-sources';
import type { EventOutbox } from '../outbox';
import { PeopleService } from '../people/people.service';
import { ReplyService } from '../people/reply.service';
import { ReplyTemplateService } from '../people/reply-templates.service';
import { NotificationOutbox } from '../notification/notification-outbox';
import { ContentService } from '../content/content.service';
import { SitePreviewService } from '../content/publishing/site-preview';
import { SiteRenderer } from '../content/publishing/site-renderer';
import { ContentChanges } from '../content/publishing/site-version';
import { SchoolDetailsService } from '../content/school-details.service';
import { ContentImageService } from '../content/images/content-image.service';
import type { SharedParts } from '../../services';
import type { AuditService } from '../audit/audit.service';
import { enrolmentRecords, LessonsService } from '../lessons/lessons.service';
import { trialBookingRecords } from '../booking/booking-records';
import { outboxRecords } from '../notification/outbox-records';
import { auditDetails } from '../audit/audit-details';
import { teacherIdByEmail } from '../booking/teacher-accounts';
import { FamilyPortal } from '../lessons/family-portal';
import { BillingService } from '../billing/billing.service';
import { paymentProviders } from '../billing/payment-providers';
import type { PortalKeys } from '../lessons/portal-keys';
import type { EnrolmentForBilling } from '../enrolment-for-billing';
import type { BillingSettingsStore } from '../billing/billing-settings';
import { PayrollService } from '../payroll/payroll.service';

export interface AdminServices {
  users: AdminUserService;
  sessions: SessionService;
  audit: AuditService;
  dashboard: DashboardService;
  /** The dashboard for action: cards counted by the lists' own count. */
  triage: TriageService;
  /** "Before you launch": placeholders and missing settings (docs/requirements.md#launch-checklist). */
  launchChecklist: LaunchChecklist;
  /** Lists, triage and deletes of each kind, by kind name ('trial-request'). */
  kinds: Record<string, SubmissionAdminService<Row>>;
  notifications: NotificationAdminService;
  /** The accounts submissions can be assigned to. */
  staff: StaffDirectory;
  /** Everyone who wrote, by normalised email (docs/requirements.md#people). */
  people: PeopleService;
  /** Replies from the dashboard and their templates (docs/requirements.md#replies). */
  replies: ReplyService;
  replyTemplates: ReplyTemplateService;
  /** A person's export and erasure, the retention job and the object sweep. */
  rights: DataRights;
  /** The site's content and its versions (docs/requirements.md#content); the public reads its published part. */
  content: ContentService;
  schoolDetails: SchoolDetailsService;
  /** Told after every content write in this process (the site's pages render again). */
  contentChanges: ContentChanges;
  /** The site's own renderer (null when the site is not built): publishing and previews. */
  siteRenderer: SiteRenderer | null;
  sitePreview: SitePreviewService;
  /** The content's uploaded images and their files (docs/requirements.md#content-images). */
  contentImages: ContentImageService;
  /** Families, students, weekly lessons and attendance (docs/requirements.md#enrolment). */
  lessons: LessonsService;
  /** Fees, invoices and the families' ledger (docs/requirements.md#billing). */
  billing: BillingService;
  /** Teachers' pay rates and each month's pay (docs/requirements.md#payroll). */
  payroll: PayrollService;
  /** The family portal: sign-in links, sessions, a family's own lessons (docs/requirements.md#family-portal). */
  familyPortal: FamilyPortal;
}

interface Log {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** One kind's dashboard service, typed by its definition: `kinds` holds the one built from that definition. */
export function serviceOf<T extends Row>(services: AdminServices, kind: KindDefinition<T>): SubmissionAdminService<T> {
  return services.kinds[kind.spec.name] as SubmissionAdminService<T>;
}

function kindService(kind: KindDefinition, deps: AdminDeps): SubmissionAdminService<Row> {
  // every kind's entity has an id (SubmissionRecord or its own IdColumn)
  return kind.adminService
    ? kind.adminService(deps)
    : new SubmissionAdminService(
        deps.dataSource,
        kind as KindDefinition<Row>,
        deps.audit,
        deps.companions,
        deps.staffMail,
      );
}

export function createAdminServices(deps: {
  env: Env;
  /** Every kind (modules/kinds/registry.ts), from the composition root. */
  kinds: Kinds;
  dataSource: DataSource;
  storage: ObjectStorage;
  log: Log;
  /** The audit log and the rate limiter, shared with the public services (app.ts builds them once). */
  shared: Pick<SharedParts, 'audit' | 'limiter'>;
  /** The notification outbox (a submission cleared of spam is notified then). */
  companions?: SubmissionCompanions;
  /** Assignment mails go through it (the notification outbox); absent: none are queued. */
  staffMail?: StaffMail;
  /** Replies are queued in it (a fresh one that no worker wakes when absent). */
  outbox?: EventOutbox;
  /** The family portal's token keys (the sign-in mail's composer derives its links with the same). */
  portalKeys: PortalKeys;
  /** What billing shares with the receipt and reminder mails' composers: built once, in app.ts. */
  billing: { enrolment: EnrolmentForBilling; settings: BillingSettingsStore };
}): AdminServices {
  const { env, dataSource, kinds } = deps;
  const { audit } = deps.shared;
  const users = new AdminUserService(
    dataSource,
    revokeSessionsOf(dataSource),
    async (email) => (await teacherIdByEmail(dataSource, email)) !== null,
  );
  const sessions = new SessionService(
    dataSource,
    users,
    new LoginThrottle(deps.shared.limiter, audit),
    audit,
    env.sessionSecret,
    env.sessionTtlHours * 3_600_000,
  );
  const people = new PeopleService(dataSource, kinds, env.timelineMaxEntries);
  const contentImages = new ContentImageService(dataSource, deps.storage, audit);
  const lists = Object.fromEntries(
    kinds.map((kind) => [
      kind.spec.name,
      kindService(kind, {
        dataSource,
        audit,
        storage: deps.storage,
        log: deps.log,
        companions: deps.companions,
        staffMail: deps.staffMail ?? null,
      }),
    ]),
  );
  const contentChanges = new ContentChanges();
  const content = new ContentService(dataSource, audit, contentChanges, contentImages);
  const schoolDetails = new SchoolDetailsService(dataSource, audit, contentChanges, env.schoolTimeZone);
  const siteRenderer = SiteRenderer.load(env.site.ssrDist, env.site.publicUrl);
  const outbox = deps.outbox ?? new NotificationOutbox(env.notifications, kinds);
  const lessons = new LessonsService(
    dataSource,
    audit,
    enrolmentSources(dataSource),
    env.schoolTimeZone,
    deps.log,
    outbox,
  );
  return {
    users,
    sessions,
    audit,
    dashboard: new DashboardService(dataSource, kinds, env.schoolTimeZone),
    triage: new TriageService(lists, env.schoolTimeZone),
    launchChecklist: new LaunchChecklist(launchData(dataSource), {
      publicUrl: env.site.publicUrl,
      smtpUrl: env.notifications.smtpUrl,
    }),
    kinds: lists,
    notifications: new NotificationAdminService(dataSource, audit, env.notifications),
    staff: new StaffDirectory(dataSource),
    people,
    replies: new ReplyService(dataSource, people, outbox, env.replies, audit),
    replyTemplates: new ReplyTemplateService(dataSource, audit),
    content,
    schoolDetails,
    contentChanges,
    siteRenderer,
    sitePreview: new SitePreviewService(content, schoolDetails, contentImages, siteRenderer),
    contentImages,
    lessons,
    billing: new BillingService(
      dataSource,
      audit,
      deps.billing.enrolment,
      deps.billing.settings,
      async (id) => (await dataSource.getRepository(Teacher).findOneBy({ id }))?.name ?? null,
      env.schoolTimeZone,
      outbox,
      paymentProviders(env.payments),
      env.payments.reminders,
      deps.log,
    ),
    payroll: new PayrollService(dataSource, audit, lessons.month),
    familyPortal: new FamilyPortal(dataSource, lessons, deps.portalKeys, deps.shared.limiter, outbox),
    rights: new DataRights(
      dataSource,
      deps.storage,
      audit,
      {
        retention: env.retention,
        sessionSecret: env.sessionSecret,
        schoolTimeZone: env.schoolTimeZone,
      },
      deps.log,
      { records: [enrolmentRecords], dependents: [trialBookingRecords], outbox: outboxRecords, audit: auditDetails },
      kinds,
    ),
  };
}
