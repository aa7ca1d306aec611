import { Column, Entity } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import { LIMITS, type ApplicationStatus } from '@school/common';
import { ApplicationStatusEnum } from '../enums.types';
import { SubmissionRecord } from '../kinds/submission-record';

const RECORD = {
  one: 'application',
  many: 'applications',
  whose: "The applicant's",
  statusOf: 'in the hiring process',
};

@ObjectType('TeacherApplication', {
  description:
    "An application to teach sent through the site's career form (or the legacy REST API), as the dashboard sees it (admin and recruiter).",
})
@Entity('teacher_applications')
export class TeacherApplication extends SubmissionRecord<ApplicationStatus>(RECORD, ApplicationStatusEnum) {
  @Field({ description: `The applicant's message, trimmed (at most ${LIMITS.message} characters).` })
  @Column({ type: 'text' })
  message: string;

  /** Object key of a resume uploaded to our storage; null when the legacy API sent a link. Never a GraphQL field. */
  @Column({ name: 'resume_key', type: 'varchar', length: 400, nullable: true }) resumeKey: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The resume's original file name, as uploaded (for the download); null when no file is stored.",
  })
  @Column({ name: 'resume_name', type: 'varchar', length: 255, nullable: true })
  resumeName: string | null;

  @Field(() => Int, { nullable: true, description: 'Size of the stored resume in bytes; null when no file is stored.' })
  @Column({ name: 'resume_size', type: 'integer', nullable: true })
  resumeSize: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'An http(s) link to a resume kept elsewhere, given by a legacy REST client instead of a file; null otherwise.',
  })
  @Column({ name: 'resume_url', type: 'varchar', length: 2048, nullable: true })
  resumeUrl: string | null;
}
