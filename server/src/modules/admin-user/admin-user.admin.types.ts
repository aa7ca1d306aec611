import { PASSWORD_LENGTH, type AdminUserInput } from '@school/common';
import { Field, ID, InputType, ObjectType } from 'type-graphql';

const PASSWORD = `${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters`;

@ObjectType('AdminUser', {
  description: 'A person who signs in to the dashboard. The password hash never leaves the server.',
})
export class AdminUserRecord {
  @Field(() => ID, { description: 'Unique id (a UUID).' }) id: string;
  @Field({ description: 'The sign-in email address, stored in lower case; unique.' }) email: string;
  @Field({
    description:
      'What the user may do: "admin" (everything) or "recruiter" (teacher applications and their resumes only).',
  })
  role: string;
  @Field({ description: 'True when the account may not sign in (its sessions were ended when it was disabled).' })
  disabled: boolean;
  @Field({ description: 'When the account was created (UTC).' }) createdAt: Date;
  @Field(() => Date, {
    nullable: true,
    description: 'The last successful sign-in (UTC); null if the user never signed in.',
  })
  lastLoginAt: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'The sign-in before the last one (UTC): where "since your last visit" starts; null before the second sign-in.',
  })
  previousVisitAt: Date | null;
}

@InputType({
  description:
    'A new dashboard account. Every field is checked: BAD_USER_INPUT with fieldErrors names the ones that fail.',
})
export class CreateAdminUserInput implements AdminUserInput {
  @Field({
    description:
      'The sign-in email address (stored in lower case, at most 254 characters); must not belong to another account.',
  })
  email: string;
  @Field({ description: `The password: ${PASSWORD}. Stored as a hash only.` }) password: string;
  @Field({ description: '"admin" (everything) or "recruiter" (teacher applications and their resumes only).' })
  role: string;
}

@InputType({
  description:
    'Changes to a dashboard account. Fields left out (or null) stay as they are. The last active admin cannot be demoted or disabled.',
})
export class UpdateAdminUserInput {
  @Field(() => String, {
    nullable: true,
    description: 'The new role: "admin", "recruiter" or "editor" (the site content only).',
  })
  role?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'true disables the account and ends its sessions; false enables it again.',
  })
  disabled?: boolean | null;
  @Field(() => String, { nullable: true, description: `A new password (${PASSWORD}); ends every session of the user.` })
  password?: string | null;
}
