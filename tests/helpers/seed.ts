/**
 * Many rows fast, straight through the app's own database connection: multi-row INSERTs of 500 rows
 * in one transaction (SQLite or PostgreSQL). The database's triggers and indexes see them as any
 * other write, so what a list or a search finds afterwards is what the dashboard would find.
 */
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { personKey } from '@school/common';

const PER_STATEMENT = 500;

export interface TrialRow {
  name: string;
  email: string;
  notes?: string | null;
  handledBy?: string | null;
  createdAt?: Date;
}

const COLUMNS = [
  'id',
  'name',
  'email',
  'person_key',
  'gender',
  'category',
  'status',
  'notes',
  'spam',
  'handled_by',
  'created_at',
];

/** Inserts `count` trial requests made by `row(i)`; answers their ids in order. */
export async function seedTrialRequests(
  dataSource: DataSource,
  count: number,
  row: (i: number) => TrialRow,
): Promise<string[]> {
  const pg = dataSource.options.type === 'postgres';
  const ids: string[] = [];
  const now = Date.now();
  await dataSource.transaction(async (manager) => {
    for (let start = 0; start < count; start += PER_STATEMENT) {
      const params: unknown[] = [];
      const tuples: string[] = [];
      for (let i = start; i < Math.min(count, start + PER_STATEMENT); i++) {
        const r = row(i);
        const id = randomUUID();
        ids.push(id);
        const created = r.createdAt ?? new Date(now - i * 1000);
        tuples.push(`(${COLUMNS.map((_, c) => (pg ? `$${params.length + c + 1}` : '?')).join(', ')})`);
        params.push(
          id,
          r.name,
          r.email,
          personKey(r.email),
          'female',
          'piano',
          'new',
          r.notes ?? null,
          pg ? false : 0,
          r.handledBy ?? null,
          pg ? created : created.toISOString().replace('T', ' ').replace('Z', ''),
        );
      }
      await manager.query(`INSERT INTO trial_requests (${COLUMNS.join(', ')}) VALUES ${tuples.join(', ')}`, params);
    }
  });
  return ids;
}
