/** npm run migrate: apply pending migrations to the configured database and exit. */
import 'reflect-metadata';
import { parseEnv } from '../config/env';
import { createDataSource, migrate } from '../db/data-source';

async function run(): Promise<void> {
  const dataSource = createDataSource(parseEnv());
  await dataSource.initialize();
  try {
    const applied = await migrate(dataSource);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await dataSource.destroy();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
