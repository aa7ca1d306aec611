/** The family portal's records (docs/requirements.md#family-portal): sign-in links and sessions. */
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn } from '../columns';

/** A single-use sign-in link a family asked for (docs/requirements.md#family-portal); its token derives from its id. */
@Entity('family_sign_in_links')
export class FamilySignInLink {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id: string;
  @Column({ name: 'family_id', type: 'varchar', length: 36 }) familyId: string;
  @Column({ name: 'expires_at', type: Date }) expiresAt: Date;
  @Column({ name: 'used_at', type: Date, nullable: true }) usedAt: Date | null;
  @CreatedAtColumn() createdAt: Date;
}

/** A family's signed-in browser: the SHA-256 of its cookie's token. */
@Entity('family_sessions')
export class FamilySession {
  @PrimaryColumn({ type: 'varchar', length: 64 }) id: string;
  @Column({ name: 'family_id', type: 'varchar', length: 36 }) familyId: string;
  @Column({ name: 'expires_at', type: Date }) expiresAt: Date;
  @CreatedAtColumn() createdAt: Date;
}
