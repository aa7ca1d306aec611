import { Field, ID, ObjectType } from 'type-graphql';
import { Page } from '../admin/page.types';

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
}

export const AuditEntryPage = Page(AuditEntryRecord, 'AuditEntryPage', {
  description: 'One page of the audit log.',
  items: 'The entries of the requested page (at most perPage).',
  total: 'How many entries the log holds.',
});
