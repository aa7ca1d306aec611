import { Column, Entity } from 'typeorm';
import type { ContactStatus } from '@school/common';
import { CreatedAtColumn, IdColumn, NotesColumn, SpamColumn, StatusColumn } from '../columns';

@Entity('contact_messages')
export class ContactMessage {
  @IdColumn() id: string;
  @Column({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 254 }) email: string;
  @Column({ type: 'text' }) message: string;
  @StatusColumn() status: ContactStatus;
  @NotesColumn() notes: string | null;
  @SpamColumn() spam: boolean;
  @CreatedAtColumn() createdAt: Date;
}
