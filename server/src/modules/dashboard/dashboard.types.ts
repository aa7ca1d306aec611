import { KINDS, kindNames, type TrialCategory } from '@school/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { TrialCategoryEnum } from '../enums.types';

@ObjectType({ description: "A count for one calendar day of the school's time zone (SCHOOL_TIME_ZONE)." })
export class DayCount {
  @Field({ description: "The day, as YYYY-MM-DD in the school's time zone." }) day: string;
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
  @Field(() => [DayCount], {
    description:
      'Views per school day (SCHOOL_TIME_ZONE), oldest first, every day of the period included (zero days too).',
  })
  perDay: DayCount[];
  @Field(() => [PageCount], {
    description: 'The 20 most viewed pages of the period, most viewed first (ties by path).',
  })
  topPages: PageCount[];
}

@ObjectType({ description: 'How many trial requests one course received.' })
export class CategoryCount {
  @Field(() => TrialCategoryEnum, { description: 'The course.' }) category: TrialCategory;
  @Field(() => Int, { description: 'Trial requests for it in the period.' }) count: number;
}

@ObjectType({ description: 'The numbers on the dashboard home. Every count leaves out submissions flagged as spam.' })
export class DashboardSummary {
  @Field(() => [CategoryCount], {
    description:
      "Trial requests per course received since Monday 00:00 in the school's time zone; only courses with at least one, in alphabetical order of the value.",
  })
  trialRequestsByCategoryThisWeek: CategoryCount[];

  @Field(() => [DayCount], {
    description: 'Page views per school day for the last 30 days, today included, oldest first.',
  })
  visitsLast30Days: DayCount[];

  /** new<Kinds> (e.g. newTrialRequests): one count per kind with statuses, declared below from the registry. */
  [newCount: `new${string}`]: number;
}

// from the kinds' specs in common/ (the schema's shape), in their order
for (const spec of KINDS) {
  const field = kindNames(spec).newCount;
  if (field)
    Field(() => Int, { description: `${spec.label.many} whose status is still \`new\` (spam left out).` })(
      DashboardSummary.prototype,
      field,
    );
}
