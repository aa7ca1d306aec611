import { Field, Int, ObjectType } from 'type-graphql';
import { DayCount } from '../page-view/page-view.admin.types';

@ObjectType()
export class CategoryCount {
  @Field() category: string;
  @Field(() => Int) count: number;
}

@ObjectType({ description: 'The dashboard home. "New" counts leave out submissions marked as spam.' })
export class DashboardSummary {
  @Field(() => Int) newTrialRequests: number;
  @Field(() => Int) newContactMessages: number;
  @Field(() => Int) newTeacherApplications: number;
  @Field(() => [CategoryCount], { description: 'Since Monday 00:00 UTC' }) trialRequestsByCategoryThisWeek: CategoryCount[];
  @Field(() => [DayCount], { description: 'The last 30 days, today included' }) visitsLast30Days: DayCount[];
}
