import { Column, Entity } from 'typeorm';
import type { AdminRole } from '@school/common';
import { CreatedAtColumn, IdColumn } from '../columns';

/** A person who signs in to the dashboard. The email is stored lower-cased and is unique. */
@Entity('admin_users')
export class AdminUser {
  @IdColumn() id: string;
  @Column({ type: 'varchar', length: 254, unique: true }) email: string;
  /** scrypt$<N>$<r>$<p>$<salt b64url>$<hash b64url> */
  @Column({ name: 'password_hash', type: 'varchar', length: 255 }) passwordHash: string;
  @Column({ type: 'varchar', length: 20 }) role: AdminRole;
  @Column({ type: 'boolean', default: false }) disabled: boolean;
  @CreatedAtColumn() createdAt: Date;
  @Column({ name: 'last_login_at', type: Date, nullable: true }) lastLoginAt: Date | null;
  /** The sign-in before the latest one: the dashboard's "since your last visit" (docs/requirements.md#dashboard-home). */
  @Column({ name: 'previous_visit_at', type: Date, nullable: true }) previousVisitAt: Date | null;
}
