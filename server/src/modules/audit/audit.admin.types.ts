import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('AuditEntry', { description: 'One admin action: who, what, which record, when.' })
export class AuditEntryRecord {
  @Field(() => ID) id: string;
  @Field() actorEmail: string;
  @Field({ description: 'sign_in, sign_in_failed, sign_out, status_change, update, delete, export, resume_download, user_create, user_update' }) action: string;
  @Field(() => String, { nullable: true, description: 'e.g. trial_request:<id>' }) target: string | null;
  @Field(() => String, { nullable: true }) detail: string | null;
  @Field(() => String, { nullable: true }) clientIp: string | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class AuditEntryPage {
  @Field(() => [AuditEntryRecord]) items: AuditEntryRecord[];
  @Field(() => Int) total: number;
}
