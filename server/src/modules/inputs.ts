/**
 * GraphQL input types of the public forms. They only shape the request: every rule lives in
 * @school/common and runs in the services, so GraphQL and the REST shims answer alike. Fields are
 * nullable here on purpose: a missing field must reach the service and get the form's message
 * (docs/requirements.md#validation), not a generic GraphQL coercion error.
 */
import {
  LIMITS,
  type ContactMessageInput,
  type FormFields,
  type PageViewInput,
  type PhoneInput,
  type TeacherApplicationInput,
  type TrialRequestInput,
} from '@school/common';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType()
export abstract class SpamSignals {
  @Field(() => String, {
    nullable: true,
    description:
      'Honeypot: a field the site hides from people. Leave it out or empty; anything in it marks the submission as spam.',
  })
  website?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Milliseconds between the form appearing and being sent, as the browser measured it. Under 2500 marks the submission as spam; ' +
      'leaving it out is a weak spam signal that only counts together with links in the text.',
  })
  fillMs?: number | null;
}

/** The optional phone number of the trial and contact forms (docs/requirements.md#phone). */
const PHONE =
  `Optional: a phone number in international form, + and the country code first ("+91 98765 43210"; spaces, hyphens, dots and brackets allowed, at most ${LIMITS.phone} characters), ` +
  'stored in E.164 (+919876543210). Empty or left out: none. A number that is not a valid one of its country is refused under `phone`.';

const FORM_NOTE =
  "Every field is nullable so that a missing one is answered with the form's own message " +
  '(BAD_USER_INPUT with extensions.fieldErrors) rather than a GraphQL type error. Texts are trimmed before they are checked.';

@InputType({ description: `A message from the contact form. ${FORM_NOTE}` })
export class CreateContactMessageInput extends SpamSignals implements FormFields<ContactMessageInput & PhoneInput> {
  @Field(() => String, {
    nullable: true,
    description: `The sender's name: required, what people are called (letters, spaces and ' , . - & between them), at most ${LIMITS.name} characters.`,
  })
  name: string | null;
  @Field(() => String, {
    nullable: true,
    description: `The sender's email address: required, a valid address of at most ${LIMITS.email} characters.`,
  })
  email: string | null;
  @Field(() => String, { nullable: true, description: `The message: required, at most ${LIMITS.message} characters.` })
  message: string | null;
  @Field(() => String, { nullable: true, description: PHONE })
  phone?: string | null;
}

@InputType({ description: `A request for a free trial class, from the trial form. ${FORM_NOTE}` })
export class CreateTrialRequestInput extends SpamSignals implements FormFields<TrialRequestInput & PhoneInput> {
  @Field(() => String, {
    nullable: true,
    description: `The person's name: required, letters with single ' , . - or spaces between them, at most ${LIMITS.name} characters.`,
  })
  name: string | null;
  @Field(() => String, {
    nullable: true,
    description: `The person's email address: required, a valid address of at most ${LIMITS.email} characters.`,
  })
  email: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Required: male, female or others (stored as the Gender enum the dashboard reads).',
  })
  gender: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The course, as the site's select sends it: hindustanivocal, bollywoodvocal, piano, guitar or tabla, a trailing space accepted " +
      '("hindustanivocal "); stored trimmed (the TrialCategory enum the dashboard reads). Required: "none" (the select\'s placeholder) is refused.',
  })
  category: string | null;
  @Field(() => String, { nullable: true, description: PHONE })
  phone?: string | null;
}

@InputType({
  description: `An application to teach, from the career form; the resume PDF goes separately, as the mutation's \`resume\` upload. ${FORM_NOTE}`,
})
export class CreateTeacherApplicationInput extends SpamSignals implements FormFields<TeacherApplicationInput> {
  @Field(() => String, {
    nullable: true,
    description: `The applicant's name: required, letters with single ' , . - or spaces between them, at most ${LIMITS.name} characters.`,
  })
  name: string | null;
  @Field(() => String, {
    nullable: true,
    description: `The applicant's email address: required, a valid address of at most ${LIMITS.email} characters.`,
  })
  email: string | null;
  @Field(() => String, {
    nullable: true,
    description: `About the applicant: required, at most ${LIMITS.message} characters.`,
  })
  message: string | null;
}

@InputType({ description: 'A page of the site that was shown to a visitor.' })
export class TrackPageViewInput implements FormFields<PageViewInput> {
  @Field(() => String, {
    description: `The path shown, e.g. /Courses: starts with /, no spaces or control characters, at most ${LIMITS.page} characters.`,
  })
  page: string;
}

@ObjectType({
  description: 'Proof that a submission was stored (committed to the database) before the answer was sent.',
})
export class SubmissionReceipt {
  @Field(() => ID, { description: 'The id of the stored submission (the id the dashboard shows).' }) id: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Trial requests only, when visitors book themselves (TRIAL_SELF_BOOKING): a token valid for 24 hours that lets ' +
      'this browser book one of the offered trial times for this request (bookTrial), once. Null otherwise.',
  })
  bookingToken?: string | null;
}
