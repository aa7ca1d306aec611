import { Column, Entity } from 'typeorm';
import { CreatedAtColumn } from '../columns';

/**
 * A signed-in browser. The primary key is a hash of the cookie's token, never the token itself, so
 * a leaked database does not yield working cookies. Shared by every server instance.
 */
@Entity('admin_sessions')
export class Session {
  @Column({ type: 'varchar', length: 64, primary: true }) id: string;
  @Column({ name: 'user_id', type: 'varchar', length: 36 }) userId: string;
  @CreatedAtColumn() createdAt: Date;
  @Column({ name: 'expires_at', type: Date }) expiresAt: Date;
  @Column({ name: 'revoked_at', type: Date, nullable: true }) revokedAt: Date | null;
  @Column({ name: 'last_seen_at', type: Date }) lastSeenAt: Date;
}
