import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "The dashboard's clock: every date it shows, filters and counts is in this zone." })
export class DashboardSettings {
  @Field({ description: 'The IANA time zone of the school (SCHOOL_TIME_ZONE), e.g. Asia/Kolkata.' })
  schoolTimeZone: string;

  @Field({ description: "The server's current instant (UTC): relative times and 'today' start from it." })
  now: Date;
}

@ObjectType({
  description:
    'One number of the dashboard for action, with the exact list filter it counts: the list run with `filter` totals `count`.',
})
export class TriageCard {
  @Field({ description: "Stable id: '<resource>.<card>', e.g. 'trial-requests.stalledNew'." })
  key: string;

  @Field({ description: "The dashboard resource the card opens, e.g. 'trial-requests'." })
  resource: string;

  @Field({ description: "What it counts, in words: 'New today', 'New for more than 24 h'." })
  label: string;

  @Field(() => Int, { description: 'How many rows the list shows with `filter` (spam left out, as the list does).' })
  count: number;

  @Field({
    description:
      "JSON of the list filter, with the field names of the kind's Filter input (instants as ISO 8601 strings).",
  })
  filter: string;
}

@ObjectType({ description: 'The dashboard for action: what needs someone now, per resource the user may read.' })
export class TriageOverview {
  @Field({ description: 'The school time zone the days are counted in.' })
  schoolTimeZone: string;

  @Field(() => Date, {
    nullable: true,
    description: "The user's previous visit (the sign-in before this session's); null on the first.",
  })
  since: Date | null;

  @Field(() => [TriageCard], { description: 'The cards, in the menu order of their resources.' })
  cards: TriageCard[];
}
