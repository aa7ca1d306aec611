import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';

/** Who did what to which record, and when. Rows are only ever added. */
@Entity('audit_log')
export class AuditEntry {
  @IdColumn() id: string;
  @Column({ name: 'actor_id', type: 'varchar', length: 36, nullable: true }) actorId: string | null;
  @Column({ name: 'actor_email', type: 'varchar', length: 254 }) actorEmail: string;
  @Column({ type: 'varchar', length: 40 }) action: string;
  @Column({ type: 'varchar', length: 300, nullable: true }) target: string | null;
  @Column({ type: 'text', nullable: true }) detail: string | null;
  @Column({ name: 'client_ip', type: 'varchar', length: 64, nullable: true }) clientIp: string | null;
  @CreatedAtColumn() createdAt: Date;
}
