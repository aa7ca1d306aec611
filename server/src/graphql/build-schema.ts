import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type ClassType, type NonEmptyArray } from 'type-graphql';
import { AdminUserAdminResolver } from '../modules/admin-user/admin-user.admin.resolver';
import { StaffResolver } from '../modules/admin-user/staff.resolver';
import { AuditAdminResolver } from '../modules/audit/audit.admin.resolver';
import { historyResolver } from '../modules/audit/history.resolver';
import { kindAdminResolver } from '../modules/admin/kind-admin.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { LaunchChecklistResolver } from '../modules/dashboard/launch-checklist.resolver';
import { TriageResolver } from '../modules/dashboard/triage.resolver';
import { formResolver } from '../modules/kinds/form.resolver';
import { formKinds, kinds } from '../modules/kinds/registry';
import { NotificationAdminResolver } from '../modules/notification/notification.admin.resolver';
import { PageViewResolver } from '../modules/page-view/page-view.resolver';
import { PeopleRightsResolver } from '../modules/people-rights/people-rights.resolver';
import { TeacherApplicationResolver } from '../modules/teacher-application/teacher-application.resolver';
import { authChecker } from './auth-checker';
import { HealthResolver } from './health.resolver';
import { TeacherResolver, TrialBookingResolver } from '../modules/booking/booking.resolver';
import { TrialBookingRequestResolver, TrialRequestBookingResolver } from './trial-request-bookings.resolver';
import { PeopleResolver, personFieldsResolver } from '../modules/people/people.resolver';
import { ReplyResolver } from '../modules/people/reply.resolver';
import { contentResolvers } from '../modules/content/content-resolvers';
import { LessonPlanResolver, LessonResolver, StudentResolver } from '../modules/lessons/lessons.resolver';
import { ClosureResolver, MakeUpResolver, TeacherLeaveResolver } from '../modules/lessons/make-ups.resolver';
import { TeacherWeekResolver } from '../modules/lessons/teacher-week.resolver';
import { FamilyResolver, StudentLeavingResolver } from '../modules/lessons/families.resolver';
import { BillingReportsResolver } from '../modules/billing/billing-reports.resolver';
import { BillingResolver, InvoiceResolver } from '../modules/billing/billing.resolver';
import { PayrollResolver } from '../modules/payroll/payroll.resolver';

/** Every resolver, listed explicitly; each kind's come from its definition (modules/kinds/registry.ts). */
export const resolvers: NonEmptyArray<ClassType> = [
  HealthResolver,
  ...formKinds.map(formResolver),
  TeacherApplicationResolver,
  PageViewResolver,
  // The dashboard (signed-in only, checked by authChecker): every kind's operations and own fields
  ...kinds.flatMap((kind) => [
    kindAdminResolver(kind),
    ...(kind.spec.notify ? [historyResolver(kind), personFieldsResolver(kind)] : []),
    ...(kind.resolvers ?? []),
  ]),
  DashboardResolver,
  LaunchChecklistResolver,
  TriageResolver,
  AdminUserAdminResolver,
  StaffResolver,
  AuditAdminResolver,
  NotificationAdminResolver,
  // Data rights: a person's erasure (admin), the privacy page's facts (public)
  PeopleRightsResolver,
  // Trial booking: slots are public, bookings by admins or by the visitor's one-time token
  TeacherResolver,
  TrialBookingResolver,
  TrialRequestBookingResolver,
  TrialBookingRequestResolver,
  // People and replies (docs/requirements.md#people, #replies)
  PeopleResolver,
  ReplyResolver,
  // The site's content (docs/requirements.md#content): admins and editors write, the public reads what is published
  ...contentResolvers,
  // Enrolment and weekly lessons (docs/requirements.md#enrolment): admins
  StudentResolver,
  LessonResolver,
  LessonPlanResolver,
  MakeUpResolver,
  ClosureResolver,
  TeacherLeaveResolver,
  TeacherWeekResolver,
  FamilyResolver,
  StudentLeavingResolver,
  // Fees, invoices and the families' ledger (docs/requirements.md#billing): admins
  BillingResolver,
  BillingReportsResolver,
  InvoiceResolver,
  // Teachers' pay rates and each month's pay (docs/requirements.md#payroll): admins
  PayrollResolver,
];

/** type-graphql has no option for the schema's or the root types' descriptions: they are set on the built schema. */
const SCHEMA_DESCRIPTION =
  "The music school's API. Public: the site's forms (createContactMessage, createTrialRequest, " +
  'createTeacherApplication with a multipart resume upload), page-view tracking and the published content ' +
  '(publishedBlogPosts, publishedContent). Signed in (the dashboard session cookie ' +
  "from POST /auth/login): the dashboard's lists, triage updates, statistics, accounts, audit and notification logs, " +
  "the site's content (admins and editors). " +
  'Errors carry extensions.code (BAD_USER_INPUT with extensions.fieldErrors, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, ' +
  'TOO_MANY_REQUESTS, ...). Instants are ISO 8601 strings (DateTimeISO), answered in UTC.';

const ROOT_DESCRIPTIONS = {
  Query:
    'Reads. `ping` is public; every other query needs a dashboard session (the `sid` cookie from POST /auth/login): ' +
    'admin for everything, recruiter for teacherApplications/teacherApplication and `me`. A caller without a session gets ' +
    'UNAUTHENTICATED, one without the role FORBIDDEN.',
  Mutation:
    'Writes. The four form mutations (createContactMessage, createTrialRequest, createTeacherApplication, trackPageView) ' +
    'are public and rate limited; the rest need a dashboard session with the role each one names.',
};

let built: Promise<GraphQLSchema> | undefined;

/**
 * The schema, built once a process (it depends on the code alone: the resolvers reach the services through the
 * request's context); schema.graphql is printed from it by print-schema.ts (npm run schema:emit).
 */
export function buildAppSchema(): Promise<GraphQLSchema> {
  built ??= generate().catch((error: unknown) => {
    built = undefined;
    throw error;
  });
  return built;
}

async function generate(): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers,
    authChecker,
    validate: false, // the rules live in @school/common and run in the services
    emitSchemaFile: false,
  });
  schema.description = SCHEMA_DESCRIPTION;
  const query = schema.getQueryType();
  const mutation = schema.getMutationType();
  if (query) query.description = ROOT_DESCRIPTIONS.Query;
  if (mutation) mutation.description = ROOT_DESCRIPTIONS.Mutation;
  return schema;
}
