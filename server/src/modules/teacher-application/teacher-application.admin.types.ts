/** Dashboard shapes of a teacher application: the record, its list filter, page and editable fields. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { ListFilter } from '../admin/list-query';

@ObjectType('TeacherApplication', { description: 'An application to teach, as the dashboard sees it.' })
export class TeacherApplicationRecord {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() message: string;
  @Field({ description: 'new → shortlisted → interviewed → hired | rejected' }) status: string;
  @Field(() => String, { nullable: true }) notes: string | null;
  @Field() spam: boolean;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true, description: 'Original file name of the stored resume' }) resumeName: string | null;
  @Field(() => Int, { nullable: true, description: 'Size of the stored resume in bytes' }) resumeSize: number | null;
  @Field(() => String, { nullable: true, description: 'External link to a resume, given through the legacy API' }) resumeUrl: string | null;
  /** Not a GraphQL field: the storage key never leaves the server (resumeDownloadPath is a field resolver). */
  resumeKey: string | null;
}

@ObjectType()
export class TeacherApplicationPage {
  @Field(() => [TeacherApplicationRecord]) items: TeacherApplicationRecord[];
  @Field(() => Int) total: number;
}

@InputType()
export class TeacherApplicationFilter implements ListFilter {
  @Field(() => String, { nullable: true, description: 'Case-insensitive substring of name, email or message' }) q?: string | null;
  @Field(() => [String], { nullable: true }) status?: string[] | null;
  @Field(() => Date, { nullable: true }) createdFrom?: Date | null;
  @Field(() => Date, { nullable: true }) createdTo?: Date | null;
  @Field(() => Boolean, { nullable: true }) spam?: boolean | null;
}

@InputType()
export class UpdateTeacherApplicationInput {
  @Field(() => String, { nullable: true }) status?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}
