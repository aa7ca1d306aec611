/** Dashboard shapes of a teacher application: the record, its list filter, page and editable fields. */
import type { ApplicationStatus } from '@school/common';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';
import { ApplicationStatusEnum } from '../enums.types';

@ObjectType('TeacherApplication', { description: 'An application to teach sent through the site\'s career form (or the legacy REST API), as the dashboard sees it (admin and recruiter).' })
export class TeacherApplicationRecord {
  @Field(() => ID, { description: 'Unique id (a UUID; newer applications sort after older ones).' }) id: string;
  @Field({ description: 'The applicant\'s name as typed, trimmed (at most 100 characters).' }) name: string;
  @Field({ description: 'The applicant\'s email address as typed, trimmed (at most 254 characters).' }) email: string;
  @Field({ description: 'The applicant\'s message, trimmed (at most 5000 characters).' }) message: string;
  @Field(() => ApplicationStatusEnum, { description: 'Where the application is in the hiring process; `new` until someone changes it.' }) status: ApplicationStatus;
  @Field(() => String, { nullable: true, description: 'The school\'s internal notes (at most 5000 characters); null when there are none.' }) notes: string | null;
  @Field({ description: 'True when the spam signals (hidden honeypot field, a form filled too fast, links) flagged it: stored, but nobody was notified.' })
  spam: boolean;

  @Field({ description: 'When the application was received (UTC).' }) createdAt: Date;
  @Field(() => String, { nullable: true, description: 'The resume\'s original file name, as uploaded (for the download); null when no file is stored.' }) resumeName: string | null;
  @Field(() => Int, { nullable: true, description: 'Size of the stored resume in bytes; null when no file is stored.' }) resumeSize: number | null;
  @Field(() => String, { nullable: true, description: 'An http(s) link to a resume kept elsewhere, given by a legacy REST client instead of a file; null otherwise.' })
  resumeUrl: string | null;

  /** Not a GraphQL field: the storage key never leaves the server (resumeDownloadPath is a field resolver). */
  resumeKey: string | null;
}

@ObjectType({ description: 'One page of a teacherApplications list.' })
export class TeacherApplicationPage {
  @Field(() => [TeacherApplicationRecord], { description: 'The rows of the requested page, in the requested order (at most perPage).' }) items: TeacherApplicationRecord[];
  @Field(() => Int, { description: 'How many rows match the filter, across all pages.' }) total: number;
}

@InputType({ description: 'Which teacher applications a teacherApplications list (or the teacher-applications CSV export) shows. Every field is optional; the ones given must all match.' })
export class TeacherApplicationFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Text search: a case-insensitive substring of the name, the email or the message (trimmed; blank means no search).' })
  q?: string | null;

  @Field(() => [ApplicationStatusEnum], { nullable: true, description: 'Applications in any of these statuses; absent or empty means every status.' })
  status?: ApplicationStatus[] | null;

  @Field(() => Date, { nullable: true, description: 'Received at or after this instant (inclusive).' }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Received at or before this instant (inclusive). For a whole day, give its last millisecond.' }) createdTo?: Date | null;
  @Field(() => Boolean, { nullable: true, description: 'true: suspected spam only; false: everything else; absent: both.' }) spam?: boolean | null;
}

@InputType({ description: 'The triage fields of a teacher application to change. Fields left out stay as they are.' })
export class UpdateTeacherApplicationInput {
  @Field(() => ApplicationStatusEnum, { nullable: true, description: 'The new status (null: unchanged); a change is written to the audit log as status_change.' })
  status?: ApplicationStatus | null;

  @Field(() => String, { nullable: true, description: 'Replaces the notes (trimmed, at most 5000 characters); an empty string or null clears them.' })
  notes?: string | null;
}
