import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One submission of a person, as their page lists it.' })
export class PersonSubmission {
  @Field({ description: "The submission's kind ('trial-request', 'contact-message', 'teacher-application')." })
  kind: string;

  @Field(() => ID, { description: "The submission's id." })
  id: string;

  @Field({ description: 'The name given on it.' })
  name: string;

  @Field({ description: 'Its status (the stored value, e.g. `new`).' })
  status: string;

  @Field({ description: 'True when it is flagged as suspected spam (listed all the same, flagged).' })
  spam: boolean;

  @Field({ description: 'When it was received (UTC).' })
  createdAt: Date;

  @Field({ description: 'One readable line: "Trial request (Guitar)", "Contact message".' })
  summary: string;
}

@ObjectType({ description: "One event of a person's timeline: a submission, something staff did, or a mail sent." })
export class TimelineEntry {
  @Field(() => ID, { description: 'Unique within the timeline.' })
  id: string;

  @Field({ description: 'When it happened (UTC); for a mail, when it was queued.' })
  at: Date;

  @Field({
    description:
      'submission | status | note | update | assignment | booking | spam | mail (all but submission and mail come from the audit log; update: an edit of another text than the notes).',
  })
  type: string;

  @Field(() => String, { nullable: true, description: 'The kind of the submission it concerns.' })
  kind: string | null;

  @Field(() => ID, { nullable: true, description: 'The submission it concerns.' })
  submissionId: string | null;

  @Field({ description: 'One readable line: "Status: New → Contacted", "Trial request (Guitar)", "Reply: <subject>".' })
  summary: string;

  @Field(() => String, { nullable: true, description: 'Who did it: a staff email, "visitor" or "system".' })
  actorEmail: string | null;

  @Field(() => String, { nullable: true, description: 'Mail entries: the subject sent (replies).' })
  subject: string | null;

  @Field(() => String, { nullable: true, description: 'Mail entries: the plain text sent (replies).' })
  body: string | null;

  @Field(() => String, { nullable: true, description: 'Mail entries: queued | sent | failed | skipped.' })
  deliveryStatus: string | null;
}

@ObjectType({ description: 'Everyone who wrote from one email address (docs/requirements.md#people).' })
export class Person {
  @Field({ description: 'The person key: the email trimmed, in Unicode NFC and lower case.' })
  email: string;

  @Field(() => [String], { description: 'The distinct names they gave on the submissions listed, newest first.' })
  names: string[];

  @Field({ description: 'When their first submission the viewer may see arrived (UTC).' })
  firstSeenAt: Date;

  @Field({ description: 'When their latest submission the viewer may see arrived (UTC).' })
  lastSeenAt: Date;

  @Field(() => [PersonSubmission], {
    description:
      "Their submissions, newest first: only kinds the viewer's role may read, spam included (flagged); the newest " +
      '200 (PEOPLE_TIMELINE_MAX; older ones are left out, firstSeenAt still counts them).',
  })
  submissions: PersonSubmission[];

  @Field(() => [TimelineEntry], {
    description:
      'Everything about the submissions listed, newest first: submissions, status changes, notes, assignments, ' +
      'mails; the newest 200 (PEOPLE_TIMELINE_MAX; older entries are left out).',
  })
  timeline: TimelineEntry[];
}

@ObjectType({ description: 'A reply as it would be sent: the variables filled with the submission’s values.' })
export class ReplyPreview {
  @Field({ description: 'The subject, filled.' })
  subject: string;

  @Field({ description: 'The plain-text body, filled.' })
  body: string;
}
