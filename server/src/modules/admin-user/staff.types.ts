import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('Staff', {
  description:
    'A dashboard account as the triage screens show it: someone a submission can be assigned to (docs/requirements.md#assignment).',
})
export class Staff {
  @Field(() => ID, { description: "The account's id (an assigneeId)." }) id: string;
  @Field({ description: 'The sign-in email address, in lower case.' }) email: string;
  @Field(() => String, {
    nullable: true,
    description:
      'A name to show: accounts have no name of their own, so the part of the email before the @, each word capitalised ("ravi.kumar@…" → "Ravi Kumar").',
  })
  name: string | null;
}
