import { Column, Entity } from 'typeorm';
import type { Gender, TrialCategory, TrialStatus } from '@school/common';
import { CreatedAtColumn, IdColumn, NotesColumn, SpamColumn, StatusColumn } from '../columns';

@Entity('trial_requests')
export class TrialRequest {
  @IdColumn() id: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'varchar', length: 10 }) gender: Gender;
  @Column({ type: 'varchar', length: 20 }) category: TrialCategory;
  @StatusColumn() status: TrialStatus;
  @NotesColumn() notes: string | null;
  @Column({ name: 'handled_by', type: 'varchar', length: 254, nullable: true }) handledBy: string | null;
  @SpamColumn() spam: boolean;
  @CreatedAtColumn() createdAt: Date;
}
