import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A seed this install has had (seeds.ts): its name and when it ran. */
@Entity('seeds')
export class AppliedSeed {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column({ name: 'applied_at', type: Date })
  appliedAt: Date;
}
