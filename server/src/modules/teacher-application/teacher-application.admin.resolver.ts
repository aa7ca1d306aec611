import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { ListParams } from '../admin/list.types';
import {
  TeacherApplicationFilter, TeacherApplicationPage, TeacherApplicationRecord, UpdateTeacherApplicationInput,
} from './teacher-application.admin.types';

@Authorized('admin', 'recruiter')
@Resolver(() => TeacherApplicationRecord)
export class TeacherApplicationAdminResolver {
  @Query(() => TeacherApplicationPage)
  teacherApplications(
    @Arg('filter', () => TeacherApplicationFilter, { nullable: true }) filter: TeacherApplicationFilter | null,
    @Arg('params', () => ListParams, { nullable: true }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.teacherApplications.list(filter, params);
  }

  @Query(() => TeacherApplicationRecord, { nullable: true })
  teacherApplication(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.teacherApplications.get(id);
  }

  @FieldResolver(() => String, { nullable: true, description: '"/admin/resumes/<id>" when a file is stored, else null' })
  resumeDownloadPath(@Root() application: TeacherApplicationRecord): string | null {
    return application.resumeKey ? `/admin/resumes/${application.id}` : null;
  }

  @Mutation(() => TeacherApplicationRecord)
  updateTeacherApplication(
    @Arg('id', () => ID) id: string, @Arg('input', () => UpdateTeacherApplicationInput) input: UpdateTeacherApplicationInput, @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.teacherApplications.update(id, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], { description: 'Bulk change; answers the ids that exist.' })
  updateTeacherApplications(
    @Arg('ids', () => [ID]) ids: string[], @Arg('input', () => UpdateTeacherApplicationInput) input: UpdateTeacherApplicationInput, @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.teacherApplications.updateMany(ids, { ...input }, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => [ID], { description: 'Erases for good, stored resumes included; answers the ids that existed.' })
  deleteTeacherApplications(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.teacherApplications.deleteMany(ids, actorOf(ctx));
  }
}
