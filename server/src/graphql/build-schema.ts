import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { ContactMessageResolver } from '../modules/contact-message/contact-message.resolver';
import { PageViewResolver } from '../modules/page-view/page-view.resolver';
import { TeacherApplicationResolver } from '../modules/teacher-application/teacher-application.resolver';
import { TrialRequestResolver } from '../modules/trial-request/trial-request.resolver';
import { HealthResolver } from './health.resolver';

/** Every resolver, listed explicitly. */
export const resolvers = [
  HealthResolver,
  ContactMessageResolver,
  TrialRequestResolver,
  TeacherApplicationResolver,
  PageViewResolver,
] as const;

export function buildAppSchema(emitSchemaFile?: string): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: false, // the rules live in @school/common and run in the services
    emitSchemaFile: emitSchemaFile ? { path: emitSchemaFile, sortedSchema: true } : false,
  });
}
