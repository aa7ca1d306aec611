/** Dashboard shapes of a trial request: the record, its list filter, page and editable fields. */
import type { Gender, TrialCategory, TrialStatus } from '@school/common';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';
import { GenderEnum, TrialCategoryEnum, TrialStatusEnum } from '../enums.types';

@ObjectType('TrialRequest', { description: 'A request for a free trial class sent through the site\'s trial form, as the dashboard sees it (admin only).' })
export class TrialRequestRecord {
  @Field(() => ID, { description: 'Unique id (a UUID; newer requests sort after older ones).' }) id: string;
  @Field({ description: 'The person\'s name as typed, trimmed (at most 100 characters).' }) name: string;
  @Field({ description: 'The person\'s email address as typed, trimmed (at most 254 characters).' }) email: string;
  @Field(() => GenderEnum, { description: 'The gender chosen on the form.' }) gender: Gender;
  @Field(() => TrialCategoryEnum, { description: 'The course the trial class is for.' }) category: TrialCategory;
  @Field(() => TrialStatusEnum, { description: 'Where the request is in the follow-up; `new` until someone changes it.' }) status: TrialStatus;
  @Field(() => String, { nullable: true, description: 'The school\'s internal notes (at most 5000 characters); null when there are none. Never shown to the person.' })
  notes: string | null;

  @Field(() => String, { nullable: true, description: 'Who at the school follows this request up (free text, at most 254 characters); null when nobody is set.' })
  handledBy: string | null;

  @Field({ description: 'True when the spam signals (hidden honeypot field, a form filled too fast, links) flagged it: stored, but nobody was notified.' })
  spam: boolean;

  @Field({ description: 'When the request was received (UTC).' }) createdAt: Date;
}

@ObjectType({ description: 'One page of a trialRequests list.' })
export class TrialRequestPage {
  @Field(() => [TrialRequestRecord], { description: 'The rows of the requested page, in the requested order (at most perPage).' }) items: TrialRequestRecord[];
  @Field(() => Int, { description: 'How many rows match the filter, across all pages.' }) total: number;
}

@InputType({ description: 'Which trial requests a trialRequests list (or the trial-requests CSV export) shows. Every field is optional; the ones given must all match.' })
export class TrialRequestFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Text search: a case-insensitive substring of the name or the email (trimmed; blank means no search).' })
  q?: string | null;

  @Field(() => [TrialStatusEnum], { nullable: true, description: 'Requests in any of these statuses; absent or empty means every status.' })
  status?: TrialStatus[] | null;

  @Field(() => TrialCategoryEnum, { nullable: true, description: 'Requests for this course only.' })
  category?: TrialCategory | null;

  @Field(() => Date, { nullable: true, description: 'Received at or after this instant (inclusive).' }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Received at or before this instant (inclusive). For a whole day, give its last millisecond.' }) createdTo?: Date | null;
  @Field(() => Boolean, { nullable: true, description: 'true: suspected spam only; false: everything else; absent: both.' }) spam?: boolean | null;
}

@InputType({ description: 'The triage fields of a trial request to change. Fields left out stay as they are.' })
export class UpdateTrialRequestInput {
  @Field(() => TrialStatusEnum, { nullable: true, description: 'The new status (null: unchanged); a change is written to the audit log as status_change.' })
  status?: TrialStatus | null;

  @Field(() => String, { nullable: true, description: 'Replaces the notes (trimmed, at most 5000 characters); an empty string or null clears them.' })
  notes?: string | null;

  @Field(() => String, { nullable: true, description: 'Replaces who handles the request (trimmed, at most 254 characters); an empty string or null clears it.' })
  handledBy?: string | null;
}
