/**
 * npm run backup [target]: a consistent copy of the SQLite database while the server keeps running
 * (SQLite's online backup API through better-sqlite3), written to $DATA_DIR/backups/school-<time>.db
 * or to the given path, which is printed. On PostgreSQL it prints the pg_dump command instead.
 */
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseEnv } from '../config/env';

// better-sqlite3 ships no types; these are the members used here.
interface SqliteHandle {
  backup(destination: string): Promise<unknown>;
  close(): void;
}
type SqliteOpen = new (file: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteHandle;

function pgDumpCommand(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = ''; // never print a secret: pg_dump reads PGPASSWORD or ~/.pgpass
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `pg_dump --format=custom --file=school-${stamp}.dump "${url.toString()}"`;
}

export async function backupSqlite(dataDir: string, target?: string): Promise<string> {
  const source = join(dataDir, 'school.db');
  if (!existsSync(source)) throw new Error(`no database at ${source}: nothing to back up`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const destination = target ? resolve(target) : join(dataDir, 'backups', `school-${stamp}.db`);
  if (existsSync(destination)) throw new Error(`${destination} exists already: choose another path`);
  mkdirSync(dirname(destination), { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const Database = require('better-sqlite3') as SqliteOpen;
  const db = new Database(source, { readonly: true, fileMustExist: true });
  const partial = `${destination}.partial`;
  try {
    // Copies page by page; writers keep working and the copy is one consistent snapshot.
    await db.backup(partial);
  } finally {
    db.close();
  }
  renameSync(partial, destination);
  return destination;
}

async function run(): Promise<void> {
  const env = parseEnv();
  if (env.databaseUrl) {
    console.log('DATABASE_URL points at PostgreSQL: back it up with pg_dump (password from PGPASSWORD or ~/.pgpass):');
    console.log(`  ${pgDumpCommand(env.databaseUrl)}`);
    console.log('Restore with: pg_restore --clean --if-exists --dbname "<DATABASE_URL>" <file>.dump');
    return;
  }
  console.log(await backupSqlite(env.dataDir, process.argv[2]));
}

if (require.main === module) {
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
