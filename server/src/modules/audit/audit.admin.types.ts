import { Field, ID, InputType, ObjectType } from 'type-graphql';
import type { AuditFilterValue } from './audit.service';
import { Page } from '../admin/page.types';

@ObjectType({ description: 'The submission an audit entry is about, named for people.' })
export class AuditRecord {
  @Field({ description: "The kind's name, e.g. trial-request." }) kind: string;
  @Field({ description: 'The dashboard resource that lists it, e.g. trial-requests.' }) resource: string;
  @Field(() => ID, { description: "The submission's id." }) id: string;
  @Field({ description: 'Who sent it, in words: "Trial request from Asha Rao".' }) label: string;
}

@InputType({ description: 'Which audit entries to list; every field optional, the ones given must all match.' })
export class AuditFilter implements AuditFilterValue {
  @Field(() => String, { nullable: true, description: 'Entries by this account (its email, any case).' })
  actorEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Entries of this action, e.g. status_change or not_spam.' })
  action?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Entries about submissions of this kind (a kind name: trial-request, contact-message, teacher-application).',
  })
  kind?: string | null;

  @Field(() => Date, { nullable: true, description: 'Entries at or after this instant.' })
  createdFrom?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Entries at or before this instant.' })
  createdTo?: Date | null;
}

@ObjectType('AuditEntry', {
  description:
    'One recorded action on the dashboard or its sign-in: who, what, which record, when. Entries are never changed or deleted through the API.',
})
export class AuditEntryRecord {
  @Field(() => ID, { description: 'Unique id (a UUID).' }) id: string;
  @Field({ description: 'Email of the user who acted (for a failed sign-in, the email that was tried).' })
  actorEmail: string;
  @Field({
    description:
      'What happened: sign_in, sign_in_failed, sign_in_locked, sign_in_slowed, sign_out, status_change, update, delete, ' +
      'export, resume_download, user_create or user_update.',
  })
  action: string;

  @Field(() => String, {
    nullable: true,
    description:
      "The record acted on, as <kind>:<id> (e.g. trial_request:<id>, notification:<id>, admin_user:<id>); for an export the list's name (e.g. trial-requests); null for sign-ins and sign-outs.",
  })
  target: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Details in words, e.g. "new → contacted" for a status change, "changed notes", or an export\'s filter (at most 2000 characters); null when there is nothing to add.',
  })
  detail: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The client's address as the server saw it (from X-Forwarded-For only when TRUST_PROXY is set); null when unknown.",
  })
  clientIp: string | null;

  @Field({ description: 'When it happened (UTC).' }) createdAt: Date;

  @Field(() => AuditRecord, {
    nullable: true,
    description: 'The submission acted on, named; null when the target is no submission or it no longer exists.',
  })
  record: AuditRecord | null;

  @Field({
    description:
      'The entry as a sentence: "Asha (asha@school.example) changed the status from New to Contacted (Trial request from Asha Rao)".',
  })
  summary: string;
}

@ObjectType({ description: "One event of a submission's history, in words." })
export class HistoryEntry {
  @Field({ description: 'When it happened (UTC).' }) at: Date;
  @Field({ description: 'Who did it (their email).' }) actorEmail: string;
  @Field({ description: 'The audit action: status_change, update, spam, not_spam, assign, resume_download, …' })
  action: string;
  @Field({
    description: 'What happened, as a sentence: "Asha (asha@school.example) changed the status from New to Contacted".',
  })
  sentence: string;
}

export const AuditEntryPage = Page(AuditEntryRecord, 'AuditEntryPage', {
  description: 'One page of the audit log.',
  items: 'The entries of the requested page (at most perPage).',
  total: 'How many entries the log holds.',
});
