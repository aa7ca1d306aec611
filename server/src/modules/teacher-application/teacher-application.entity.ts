import { Column, Entity } from 'typeorm';
import type { ApplicationStatus } from '@school/common';
import { CreatedAtColumn, IdColumn, NotesColumn, SpamColumn, StatusColumn } from '../columns';

@Entity('teacher_applications')
export class TeacherApplication {
  @IdColumn() id: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'text' }) message: string;
  /** Object key of a resume uploaded to our storage; null when the legacy API sent a link. */
  @Column({ name: 'resume_key', type: 'varchar', length: 400, nullable: true }) resumeKey: string | null;
  /** The original file name, for the download later. */
  @Column({ name: 'resume_name', type: 'varchar', length: 255, nullable: true }) resumeName: string | null;
  @Column({ name: 'resume_size', type: 'integer', nullable: true }) resumeSize: number | null;
  /** An external link given by a legacy client instead of a file. */
  @Column({ name: 'resume_url', type: 'varchar', length: 2048, nullable: true }) resumeUrl: string | null;
  @StatusColumn() status: ApplicationStatus;
  @NotesColumn() notes: string | null;
  @SpamColumn() spam: boolean;
  @CreatedAtColumn() createdAt: Date;
}
