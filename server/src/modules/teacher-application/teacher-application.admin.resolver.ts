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
  @Query(() => TeacherApplicationPage, {
    description: 'Admin and recruiter. One page of teacher applications matching the filter. '
      + 'Sortable by createdAt (default), name, email, status, spam, resumeName, resumeSize, id.',
  })
  teacherApplications(
    @Arg('filter', () => TeacherApplicationFilter, { nullable: true, description: 'Which applications to list; absent: all of them.' }) filter: TeacherApplicationFilter | null,
    @Arg('params', () => ListParams, { nullable: true, description: 'Page and order; absent: page 1 of 25, newest first.' }) params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.teacherApplications.list(filter, params);
  }

  @Query(() => TeacherApplicationRecord, { nullable: true, description: 'Admin and recruiter. One teacher application by id; null when there is none with that id.' })
  teacherApplication(@Arg('id', () => ID, { description: 'The application\'s id.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.teacherApplications.get(id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Where a signed-in admin or recruiter downloads the stored resume PDF: "/admin/resumes/<id>" (add ?inline=1 to view it in the browser); null when no file is stored.' })
  resumeDownloadPath(@Root() application: TeacherApplicationRecord): string | null {
    return application.resumeKey ? `/admin/resumes/${application.id}` : null;
  }

  @Mutation(() => TeacherApplicationRecord, {
    description: 'Admin and recruiter. Changes the triage fields of one teacher application and answers it as it is now. '
      + 'NOT_FOUND when the id does not exist; BAD_USER_INPUT with fieldErrors for notes over their limit. Audited.',
  })
  updateTeacherApplication(
    @Arg('id', () => ID, { description: 'The application to change.' }) id: string,
    @Arg('input', () => UpdateTeacherApplicationInput, { description: 'The fields to change.' }) input: UpdateTeacherApplicationInput, @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.teacherApplications.update(id, { ...input }, actorOf(ctx));
  }

  @Mutation(() => [ID], {
    description: 'Admin and recruiter. Applies the same change to many teacher applications at once (the dashboard\'s bulk status change); '
      + 'answers the ids that exist, unknown ids are skipped. At most 1000 ids. Audited per application.',
  })
  updateTeacherApplications(
    @Arg('ids', () => [ID], { description: 'The applications to change (at most 1000; repeats count once).' }) ids: string[],
    @Arg('input', () => UpdateTeacherApplicationInput, { description: 'The fields to change on every one of them.' }) input: UpdateTeacherApplicationInput, @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.teacherApplications.updateMany(ids, { ...input }, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => [ID], {
    description: 'Admin only (not recruiters). Erases teacher applications for good, their stored resume files included (no undo); '
      + 'answers the ids that existed. At most 1000 ids. Audited.',
  })
  deleteTeacherApplications(@Arg('ids', () => [ID], { description: 'The applications to erase (at most 1000; unknown ids are skipped).' }) ids: string[], @Ctx() ctx: GraphQLContext) {
    return ctx.admin.teacherApplications.deleteMany(ids, actorOf(ctx));
  }
}
