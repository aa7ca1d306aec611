import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';

/** One wrong password: counted per account ("email:…") and per client address ("ip:…") over a window. */
@Entity('login_failures')
export class LoginFailure {
  @IdColumn() id: string;
  @Column({ name: 'throttle_key', type: 'varchar', length: 300 }) key: string;
  @CreatedAtColumn() createdAt: Date;
}
