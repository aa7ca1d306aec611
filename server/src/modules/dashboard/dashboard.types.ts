import type { TrialCategory } from '@school/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { TrialCategoryEnum } from '../enums.types';
import { DayCount } from '../page-view/page-view.admin.types';

@ObjectType({ description: 'How many trial requests one course received.' })
export class CategoryCount {
  @Field(() => TrialCategoryEnum, { description: 'The course.' }) category: TrialCategory;
  @Field(() => Int, { description: 'Trial requests for it in the period.' }) count: number;
}

@ObjectType({ description: 'The numbers on the dashboard home. Every count leaves out submissions flagged as spam.' })
export class DashboardSummary {
  @Field(() => Int, { description: 'Trial requests whose status is still `new`.' }) newTrialRequests: number;
  @Field(() => Int, { description: 'Contact messages whose status is still `new`.' }) newContactMessages: number;
  @Field(() => Int, { description: 'Teacher applications whose status is still `new`.' }) newTeacherApplications: number;
  @Field(() => [CategoryCount], { description: 'Trial requests per course received since Monday 00:00 UTC; only courses with at least one, in alphabetical order of the value.' })
  trialRequestsByCategoryThisWeek: CategoryCount[];

  @Field(() => [DayCount], { description: 'Page views per UTC day for the last 30 days, today included, oldest first.' }) visitsLast30Days: DayCount[];
}
