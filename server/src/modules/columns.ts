/** Column helpers shared by every entity, so ids and timestamps look the same in every table. */
import { Column, CreateDateColumn, PrimaryColumn } from 'typeorm';

export const IdColumn = () => PrimaryColumn({ type: 'varchar', length: 36 });
export const CreatedAtColumn = () => CreateDateColumn({ name: 'created_at' });
export const StatusColumn = () => Column({ type: 'varchar', length: 20, default: 'new' });
export const NotesColumn = () => Column({ type: 'text', nullable: true });
export const SpamColumn = () => Column({ type: 'boolean', default: false });
/** The optional phone number of a form, in E.164 (+919876543210: at most 16 characters); null when none. */
export const PhoneColumn = () => Column({ type: 'varchar', length: 16, nullable: true });
