/**
 * GraphQL input types of the public forms. They only shape the request: every rule lives in
 * @school/common and runs in the services, so GraphQL and the REST shims answer alike. Fields are
 * nullable here on purpose: a missing field must reach the service and get the spec's message,
 * not a generic GraphQL coercion error.
 */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
abstract class SpamSignals {
  @Field(() => String, { nullable: true, description: 'Honeypot: leave empty. Anything here marks the submission as spam.' })
  website?: string | null;

  @Field(() => Int, { nullable: true, description: 'Milliseconds the form was open before sending.' })
  fillMs?: number | null;
}

@InputType({ description: 'A message from the contact form.' })
export class CreateContactMessageInput extends SpamSignals {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@InputType({ description: 'A request for a free trial class.' })
export class CreateTrialRequestInput extends SpamSignals {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'male, female or others' }) gender?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "hindustanivocal, bollywoodvocal, piano, guitar or tabla (a trailing space is accepted); 'none' is rejected",
  })
  category?: string | null;
}

@InputType({ description: 'A teacher application; the resume PDF is sent as the separate `resume` upload.' })
export class CreateTeacherApplicationInput extends SpamSignals {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) message?: string | null;
}

@InputType({ description: 'A page of the site that was shown to a visitor.' })
export class TrackPageViewInput {
  @Field(() => String, { description: 'The path, e.g. /Courses' }) page: string;
}

@ObjectType({ description: 'Proof that a submission was stored.' })
export class SubmissionReceipt {
  @Field(() => ID) id: string;
}
