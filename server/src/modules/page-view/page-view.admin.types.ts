/** Dashboard shapes of page views: the record, list filter and page, and the visit statistics. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';

@ObjectType('PageView', { description: 'One page of the site shown to a visitor, as recorded by trackPageView (admin only). No visitor data is kept.' })
export class PageViewRecord {
  @Field(() => ID, { description: 'Unique id (a UUID; newer views sort after older ones).' }) id: string;
  @Field({ description: 'The path shown, e.g. /Courses (at most 512 characters).' }) page: string;
  @Field({ description: 'When the page was shown (UTC).' }) createdAt: Date;
}

@ObjectType({ description: 'One page of a pageViews list.' })
export class PageViewPage {
  @Field(() => [PageViewRecord], { description: 'The rows of the requested page, in the requested order (at most perPage).' }) items: PageViewRecord[];
  @Field(() => Int, { description: 'How many rows match the filter, across all pages.' }) total: number;
}

@InputType({ description: 'Which page views a pageViews list (or the page-views CSV export) shows. Every field is optional; the ones given must all match.' })
export class PageViewFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Text search: a case-insensitive substring of the page path (trimmed; blank means no search).' }) q?: string | null;
  @Field(() => Date, { nullable: true, description: 'Shown at or after this instant (inclusive).' }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Shown at or before this instant (inclusive). For a whole day, give its last millisecond.' }) createdTo?: Date | null;
}

@ObjectType({ description: 'A count for one calendar day (UTC).' })
export class DayCount {
  @Field({ description: 'The day, as YYYY-MM-DD in UTC.' }) day: string;
  @Field(() => Int, { description: 'How many on that day; 0 for a day without any.' }) count: number;
}

@ObjectType({ description: 'How many times one page was shown.' })
export class PageCount {
  @Field({ description: 'The path, e.g. /Courses.' }) page: string;
  @Field(() => Int, { description: 'Views of that page in the period.' }) count: number;
}

@ObjectType({ description: 'Visits to the site between two instants.' })
export class PageViewStats {
  @Field(() => Int, { description: 'Page views in the period, all pages together.' }) total: number;
  @Field(() => [DayCount], { description: 'Views per UTC day, oldest first, every day of the period included (zero days too).' }) perDay: DayCount[];
  @Field(() => [PageCount], { description: 'The 20 most viewed pages of the period, most viewed first (ties by path).' }) topPages: PageCount[];
}
