import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';

@Entity('page_views')
export class PageView {
  @IdColumn() id: string;
  @Column({ type: 'varchar', length: 512 }) page: string;
  @CreatedAtColumn() createdAt: Date;
}
