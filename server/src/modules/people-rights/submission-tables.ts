/**
 * Where a person's submissions live: every kind with an email column, read from the kinds' entities
 * (modules/kinds/registry.ts), so a new kind is erased, exported and expired with nothing added here.
 * A kind's resume column, if it has one, names objects in the store that go with the row.
 */
import { kindNames, type KindSpec } from '@school/common';
import type { DataSource } from 'typeorm';
import type { KindDefinition, Kinds } from '../kinds/kind-definition';

export interface SubmissionTable {
  spec: KindSpec;
  entity: KindDefinition['entity'];
  table: string;
  /** Database column of the sender's email; null for kinds that hold no person (page views). */
  email: string | null;
  /** Database column of the sender's person key (indexed); null with email. */
  personKey: string | null;
  /** Database column of a stored object's key (teacher applications' resume), or null. */
  objectKey: string | null;
  /** Prefix of the audit log's targets for this kind ("teacher_application:"). */
  target: string;
}

export function submissionTables(dataSource: DataSource, kinds: Kinds): SubmissionTable[] {
  return kinds.map((kind) => {
    const metadata = dataSource.getMetadata(kind.entity);
    return {
      spec: kind.spec,
      entity: kind.entity,
      table: metadata.tableName,
      email: metadata.findColumnWithPropertyName('email')?.databaseName ?? null,
      personKey: metadata.findColumnWithPropertyName('personEmail')?.databaseName ?? null,
      objectKey: metadata.findColumnWithPropertyName('resumeKey')?.databaseName ?? null,
      target: `${kindNames(kind.spec).snake}:`,
    };
  });
}
