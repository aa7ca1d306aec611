import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { checkPaging } from '../admin/list-query';
import { ListParams } from '../admin/list.types';
import { AuditEntryPage, AuditFilter } from './audit.admin.types';

@Resolver()
export class AuditAdminResolver {
  @Authorized('admin')
  @Query(() => AuditEntryPage, {
    description:
      'Admin only. The audit log, one page at a time, newest first by default, filtered by who, action, record kind and ' +
      'date; each entry named in words (summary) with the submission it is about (record). Always sorted by createdAt ' +
      '(sortField is ignored; sortOrder applies).',
  })
  auditLog(
    @Arg('filter', () => AuditFilter, { nullable: true, description: 'Which entries; absent: all of them.' })
    filter: AuditFilter | null,
    @Arg('params', () => ListParams, {
      nullable: true,
      description: 'Page and direction; absent: page 1 of 25, newest first.',
    })
    params: ListParams | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    const { skip, take, order } = checkPaging(params);
    return ctx.admin.audit.page(skip, take, order, filter);
  }
}
