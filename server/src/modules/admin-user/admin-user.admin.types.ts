import { Field, ID, InputType, ObjectType } from 'type-graphql';

@ObjectType('AdminUser', { description: 'A person who signs in to the dashboard. The password hash never leaves the server.' })
export class AdminUserRecord {
  @Field(() => ID) id: string;
  @Field() email: string;
  @Field({ description: 'admin or recruiter' }) role: string;
  @Field() disabled: boolean;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) lastLoginAt: Date | null;
}

@InputType()
export class CreateAdminUserInput {
  @Field() email: string;
  @Field({ description: 'At least 10 characters' }) password: string;
  @Field({ description: 'admin or recruiter' }) role: string;
}

@InputType()
export class UpdateAdminUserInput {
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => Boolean, { nullable: true }) disabled?: boolean | null;
  @Field(() => String, { nullable: true, description: 'A new password; signs the user out everywhere' }) password?: string | null;
}
