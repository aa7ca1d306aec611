import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { checkPaging } from '../admin/list-query';
import { ListParams } from '../admin/list.types';
import { AuditEntryPage } from './audit.admin.types';

@Resolver()
export class AuditAdminResolver {
  @Authorized('admin')
  @Query(() => AuditEntryPage, { description: 'The audit log, newest first by default (sorted by createdAt only).' })
  auditLog(@Arg('params', () => ListParams, { nullable: true }) params: ListParams | null, @Ctx() ctx: GraphQLContext) {
    const { skip, take, order } = checkPaging(params);
    return ctx.admin.audit.page(skip, take, order);
  }
}
