/** Dashboard shapes of page views: the record, list filter and page, and the visit statistics. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';

@ObjectType('PageView', { description: 'One page shown to a visitor.' })
export class PageViewRecord {
  @Field(() => ID) id: string;
  @Field() page: string;
  @Field() createdAt: Date;
}

@ObjectType()
export class PageViewPage {
  @Field(() => [PageViewRecord]) items: PageViewRecord[];
  @Field(() => Int) total: number;
}

@InputType()
export class PageViewFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the page path' }) q?: string | null;
  @Field(() => Date, { nullable: true }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true }) createdTo?: Date | null;
}

@ObjectType()
export class DayCount {
  @Field({ description: 'YYYY-MM-DD (UTC)' }) day: string;
  @Field(() => Int) count: number;
}

@ObjectType()
export class PageCount {
  @Field() page: string;
  @Field(() => Int) count: number;
}

@ObjectType()
export class PageViewStats {
  @Field(() => Int) total: number;
  @Field(() => [DayCount], { description: 'Every day of the period, zero days included' }) perDay: DayCount[];
  @Field(() => [PageCount], { description: 'The 20 most viewed pages of the period' }) topPages: PageCount[];
}
