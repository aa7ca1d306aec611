/** GraphQL shapes shared by every admin list: sort order and paging parameters. */
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import type { ListParamsValue } from './list-query';

export enum SortOrder { ASC = 'ASC', DESC = 'DESC' }
registerEnumType(SortOrder, { name: 'SortOrder' });

@InputType({ description: 'Paging and sorting of a dashboard list. sortField is a field name of the listed type.' })
export class ListParams implements ListParamsValue {
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page: number;
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'At most 500' }) perPage: number;
  @Field(() => String, { nullable: true, defaultValue: 'createdAt' }) sortField: string;
  @Field(() => SortOrder, { nullable: true, defaultValue: SortOrder.DESC }) sortOrder: SortOrder;
}
