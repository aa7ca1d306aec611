/**
 * Seeds: data a new install starts with (the starter content), kept apart from the migrations, which change the
 * schema only. Each seed runs once per install, after the migrations, against the schema as it is then (the
 * entities), in one transaction with its record in `seeds`: it is applied whole or not at all. On PostgreSQL they
 * run under the migrations' lock (data-source.ts), so two instances starting together apply each once.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { starterContent } from '../modules/content/starter-content.seed';
import { AppliedSeed } from './applied-seed.entity';

export interface Seed {
  /** Its record's key: never renamed, or an install would run it again. */
  name: string;
  run(manager: EntityManager, at: Date): Promise<void>;
}

/** Every seed, in the order a new install applies them. */
export const SEEDS: readonly Seed[] = [starterContent];

/** Applies the seeds this install has not had; returns their names. */
export async function applySeeds(dataSource: DataSource, seeds: readonly Seed[] = SEEDS): Promise<string[]> {
  const had = new Set((await dataSource.getRepository(AppliedSeed).find()).map((seed) => seed.name));
  const applied: string[] = [];
  for (const seed of seeds.filter((one) => !had.has(one.name))) {
    await dataSource.transaction(async (manager) => {
      const at = new Date();
      await manager.insert(AppliedSeed, { name: seed.name, appliedAt: at });
      await seed.run(manager, at);
    });
    applied.push(seed.name);
  }
  return applied;
}
