import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminUserAdminResolver } from '../modules/admin-user/admin-user.admin.resolver';
import { AuditAdminResolver } from '../modules/audit/audit.admin.resolver';
import { ContactMessageAdminResolver } from '../modules/contact-message/contact-message.admin.resolver';
import { ContactMessageResolver } from '../modules/contact-message/contact-message.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { NotificationAdminResolver } from '../modules/notification/notification.admin.resolver';
import { PageViewAdminResolver } from '../modules/page-view/page-view.admin.resolver';
import { PageViewResolver } from '../modules/page-view/page-view.resolver';
import { TeacherApplicationAdminResolver } from '../modules/teacher-application/teacher-application.admin.resolver';
import { TeacherApplicationResolver } from '../modules/teacher-application/teacher-application.resolver';
import { TrialRequestAdminResolver } from '../modules/trial-request/trial-request.admin.resolver';
import { TrialRequestResolver } from '../modules/trial-request/trial-request.resolver';
import { authChecker } from './auth-checker';
import { HealthResolver } from './health.resolver';

/** Every resolver, listed explicitly. */
export const resolvers = [
  HealthResolver,
  ContactMessageResolver,
  TrialRequestResolver,
  TeacherApplicationResolver,
  PageViewResolver,
  // The dashboard (signed-in only, checked by authChecker)
  TrialRequestAdminResolver,
  ContactMessageAdminResolver,
  TeacherApplicationAdminResolver,
  PageViewAdminResolver,
  DashboardResolver,
  AdminUserAdminResolver,
  AuditAdminResolver,
  NotificationAdminResolver,
] as const;

export function buildAppSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    validate: false, // the rules live in @school/common and run in the services
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
