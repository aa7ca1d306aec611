import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'What erasePerson removed. All zeros when nothing was held about the person (or it was already erased).',
})
export class ErasureReport {
  @Field(() => Int, { description: 'Submissions of every kind deleted.' }) submissions: number;
  @Field(() => Int, { description: 'Stored resume files removed (or, while the store is down, queued for removal).' })
  resumes: number;
  @Field(() => Int, {
    description: 'Outbox jobs (mails and webhooks) about those submissions or addressed to the person, deleted.',
  })
  mails: number;
  @Field(() => Int, { description: 'Trial bookings of those submissions deleted.' }) bookings: number;
}

@ObjectType({ description: 'How many days each kind of record is kept before the daily job erases it.' })
export class RetentionPeriods {
  @Field(() => Int, {
    description:
      'Rejected teacher applications (and their resumes), counted from the rejection (RETENTION_REJECTED_DAYS).',
  })
  rejectedApplicationsDays: number;
  @Field(() => Int, {
    description: 'Submissions flagged as spam, of every kind, counted from their arrival (RETENTION_SPAM_DAYS).',
  })
  spamDays: number;
  @Field(() => Int, { description: 'Archived contact messages, counted from the archiving (RETENTION_ARCHIVED_DAYS).' })
  archivedMessagesDays: number;
  @Field(() => Int, { description: 'Page views of the site, counted from the visit (RETENTION_PAGE_VIEWS_DAYS).' })
  pageViewsDays: number;
}

@ObjectType({
  description: "What the public privacy page states: the school's retention periods and where to ask for one's data.",
})
export class PrivacyFacts {
  @Field(() => RetentionPeriods, { description: 'How long each kind of record is kept.' }) retention: RetentionPeriods;
  @Field({
    description:
      "Where a person writes to get a copy of their data or have it erased: the school's support address (its details).",
  })
  supportEmail: string;
}
