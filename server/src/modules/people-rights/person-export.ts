/**
 * Everything held about a person, for handing over (docs/requirements.md#data-rights): every
 * submission of every kind with all its fields, its trial bookings, every outbox job about those
 * submissions or addressed to the person (with what the mail said where the job stores it), and what
 * other features keep about them (a family, its students, their lessons and credits). The
 * resume files are listed by key; the HTTP route streams them into the zip beside person.json.
 */
import { In, type DataSource } from 'typeorm';
import type { HeldElsewhere } from '../person-records';
import type { Erasure } from './erasure';
import { personKey } from '@school/common';
import { chunks } from './sql';

export interface PersonData {
  email: string;
  exportedAt: string;
  submissions: Record<string, Record<string, unknown>[]>;
  bookings: Record<string, unknown>[];
  mails: Record<string, unknown>[];
  /** Other features' rows (person-records.ts), by name: families, students, lessons… */
  records: Record<string, Record<string, unknown>[]>;
}

export interface PersonFile {
  submissionId: string;
  objectKey: string;
  name: string | null;
}

/** Internal fields that say nothing about the person and must not leave (keys, token hashes, leases). */
const LEFT_OUT = new Set(['resumeKey', 'manage_token_hash', 'locked_by', 'locked_until', 'delivery_key']);

const withoutInternals = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !LEFT_OUT.has(name)));

/** A JSON payload column as an object (what a booking mail or a reply said), else as stored. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export class PersonExport {
  constructor(
    private readonly dataSource: DataSource,
    private readonly erasure: Erasure,
    private readonly held: HeldElsewhere,
  ) {}

  async collect(email: string, now = new Date()): Promise<{ key: string; data: PersonData; files: PersonFile[] }> {
    const key = personKey(email);
    const found = await this.erasure.findPerson(key);
    const data: PersonData = {
      email: key,
      exportedAt: now.toISOString(),
      submissions: {},
      bookings: [],
      mails: [],
      records: {},
    };
    const files: PersonFile[] = [];
    const ids: string[] = [];
    for (const { table, rows } of found) {
      const full = await this.dataSource.getRepository(table.entity).findBy({ id: In(rows.map((row) => row.id)) });
      data.submissions[table.spec.name] = full.map((row) => withoutInternals(row as Record<string, unknown>));
      ids.push(...rows.map((row) => row.id));
      for (const row of full as Record<string, unknown>[])
        if (typeof row.resumeKey === 'string')
          files.push({
            submissionId: String(row.id),
            objectKey: row.resumeKey,
            name: (row.resumeName as string) ?? null,
          });
    }
    const read = this.erasure.read;
    for (const dependent of this.held.dependents) {
      const of = found.filter(({ table }) => table.spec.name === dependent.kind).flatMap(({ rows }) => rows);
      for (const part of chunks(of.map((row) => row.id)))
        data.bookings.push(...(await dependent.collect(part, read)).map(withoutInternals));
    }
    const mailIds = new Set(await this.erasure.mailsTo(key));
    for (const part of chunks(ids)) for (const id of await this.held.outbox.about(part, read)) mailIds.add(id);
    for (const part of chunks([...mailIds]))
      for (const mail of await this.held.outbox.rows(part, read))
        data.mails.push({ ...withoutInternals(mail), payload: parsed(mail.payload) });
    for (const feature of this.held.records) Object.assign(data.records, await feature.collect(key, read));
    return { key, data, files };
  }
}
