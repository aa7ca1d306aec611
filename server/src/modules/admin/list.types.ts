/** GraphQL shapes shared by every admin list: sort order and paging parameters. */
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { MAX_PER_PAGE, type ListParamsValue } from './list-query';

export enum SortOrder {
  ASC = 'ASC',
  DESC = 'DESC',
}
registerEnumType(SortOrder, {
  name: 'SortOrder',
  description:
    "Direction of a list's sort. Rows that tie on the sort field are ordered by id in the same direction, so pages never overlap.",
  valuesConfig: {
    ASC: { description: 'Ascending: oldest, smallest or A to Z first.' },
    DESC: { description: 'Descending: newest, largest or Z to A first (the default).' },
  },
});

@InputType({
  description:
    'Paging and sorting of a dashboard list. Pages are numbered from 1; `total` in the answer counts every matching row, ' +
    'so the number of pages is ceil(total / perPage). A page past the end answers no items (and the same total).',
})
export class ListParams implements ListParamsValue {
  @Field(() => Int, {
    nullable: true,
    defaultValue: 1,
    description: 'Page number, from 1 (default 1). Below 1 is BAD_USER_INPUT.',
  })
  page: number;

  @Field(() => Int, {
    nullable: true,
    defaultValue: 25,
    description: `Rows per page, from 1 to ${MAX_PER_PAGE} (default 25); anything else is BAD_USER_INPUT.`,
  })
  perPage: number;

  @Field(() => String, {
    nullable: true,
    defaultValue: 'createdAt',
    description:
      "Field of the listed type to sort by (default createdAt). Each list accepts its own set, named in the list's " +
      'description; any other name is BAD_USER_INPUT with fieldErrors.sortField listing the allowed ones.',
  })
  sortField: string;

  @Field(() => SortOrder, {
    nullable: true,
    defaultValue: SortOrder.DESC,
    description: 'Sort direction (default DESC: newest first when sorting by createdAt).',
  })
  sortOrder: SortOrder;
}
