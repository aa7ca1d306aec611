/** Dashboard shapes of a contact message: the record, its list filter, page and editable fields. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';

@ObjectType('ContactMessage', { description: 'A message from the contact form, as the dashboard sees it.' })
export class ContactMessageRecord {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() message: string;
  @Field({ description: 'new → replied → archived' }) status: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field() spam: boolean;
  @Field() createdAt: Date;
}

@ObjectType()
export class ContactMessagePage {
  @Field(() => [ContactMessageRecord]) items: ContactMessageRecord[];
  @Field(() => Int) total: number;
}

@InputType()
export class ContactMessageFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of name, email or message' }) q?: string | null;
  @Field(() => [String], { nullable: true }) status?: string[] | null;
  @Field(() => Date, { nullable: true }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true }) createdTo?: Date | null;
  @Field(() => Boolean, { nullable: true }) spam?: boolean | null;
}

@InputType()
export class UpdateContactMessageInput {
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}
