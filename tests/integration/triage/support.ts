/** Rows with chosen times and states, written straight through the app's repositories (no public form). */
import { randomUUID } from 'node:crypto';
import type { ObjectLiteral, Repository } from 'typeorm';
import type { TestApp } from '../../helpers/app';

/** A kind's table, rows as plain records. */
export const table = (server: TestApp, kind: string) =>
  server.app.admin.kinds[kind].repo as unknown as Repository<ObjectLiteral>;

export interface Seed {
  name?: string;
  createdAt: Date;
  status?: string;
  statusChangedAt?: Date;
  spam?: boolean;
  category?: string;
}

const KIND_FIELDS: Record<string, Record<string, unknown>> = {
  'trial-request': { gender: 'female', category: 'piano', handledBy: null },
  'contact-message': { message: 'Do you teach on weekends?' },
  'teacher-application': {
    message: 'I teach tabla.',
    resumeKey: null,
    resumeName: null,
    resumeSize: null,
    resumeUrl: null,
  },
};

export async function seed(server: TestApp, kind: string, rows: Seed[]): Promise<string[]> {
  const ids: string[] = [];
  for (const row of rows) {
    const id = randomUUID();
    ids.push(id);
    await table(server, kind).insert({
      ...KIND_FIELDS[kind],
      id,
      name: row.name ?? `Person ${ids.length}`,
      email: `person${ids.length}@example.org`,
      notes: null,
      status: row.status ?? 'new',
      spam: row.spam ?? false,
      ...(row.category ? { category: row.category } : {}),
      createdAt: row.createdAt,
      statusChangedAt: row.statusChangedAt ?? row.createdAt,
    });
  }
  return ids;
}

export const HOUR = 3_600_000;
export const ago = (ms: number) => new Date(Date.now() - ms);
