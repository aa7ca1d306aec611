/** Dashboard shapes of a trial request: the record, its list filter, page and editable fields. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';

@ObjectType('TrialRequest', { description: 'A request for a free trial class, as the dashboard sees it.' })
export class TrialRequestRecord {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() gender: string;
  @Field() category: string;
  @Field({ description: 'new → contacted → scheduled → trial_done → enrolled | not_interested' }) status: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field(() => String, { nullable: true, description: 'Who at the school handles it' }) handledBy: string | null;
  @Field() spam: boolean;
  @Field() createdAt: Date;
}

@ObjectType()
export class TrialRequestPage {
  @Field(() => [TrialRequestRecord]) items: TrialRequestRecord[];
  @Field(() => Int) total: number;
}

@InputType()
export class TrialRequestFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of name or email' }) q?: string | null;
  @Field(() => [String], { nullable: true }) status?: string[] | null;
  @Field(() => String, { nullable: true }) category?: string | null;
  @Field(() => Date, { nullable: true }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true }) createdTo?: Date | null;
  @Field(() => Boolean, { nullable: true }) spam?: boolean | null;
}

@InputType()
export class UpdateTrialRequestInput {
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true }) handledBy?: string | null;
}
