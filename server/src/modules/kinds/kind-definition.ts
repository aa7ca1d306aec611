/**
 * One kind of submission as the server knows it: the shared spec from @school/common, plus its entity
 * (the table and the dashboard's GraphQL type at once), the words its GraphQL descriptions use, its
 * public form and what a notification says. Everything per kind reads these (kinds/registry.ts).
 */
import type { KindSpec, Validation } from '@school/common';
import type { ClassType } from 'type-graphql';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { ObjectStorage } from '../../storage/object-storage';
import type { SubmissionAdminService } from '../admin/submission-admin.service';
import type { AuditService } from '../audit/audit.service';
import type { SubmissionCompanions } from '../submission';
import type { StaffMail } from '../admin/assignment';

/** Words the generated GraphQL descriptions put around the kind (the dashboard's API reference). */
export interface KindWords {
  /** Short noun of one and of many: 'request', 'requests'. */
  one: string;
  many: string;
  /** How the list query names them, when not as the label does: 'recorded page views'. */
  listed?: string;
  /** Verb of the createdFrom/createdTo filters: 'Received', 'Shown'. */
  arrived: string;
  /** What the text search `q` looks in: 'the name or the email'. */
  search: string;
  /** What erasing one erases too: 'their stored resume files included'. */
  erasesToo?: string;
}

export interface AdminDeps {
  dataSource: DataSource;
  audit: AuditService;
  storage: ObjectStorage;
  log: { error(obj: object, msg: string): void };
  /** The notification jobs of a submission (the outbox): a row cleared of spam gets them then. */
  companions?: SubmissionCompanions;
  /** Mails staff about assignments (docs/requirements.md#assignment); null: none are sent. */
  staffMail: StaffMail | null;
}

/** A public form whose fields are all text (no upload): one generic service, mutation and REST shim serve it. */
export interface PlainForm {
  /** The GraphQL input class (implements FormFields<the common input type>). */
  input: ClassType;
  validate(raw: Record<string, unknown>): Validation<object>;
  /** Columns of a new row the form does not fill. */
  defaults?: Record<string, unknown>;
  /** The mutation's description. */
  description: string;
}

export interface Notice<T extends ObjectLiteral = ObjectLiteral> {
  /** The mail subject's start: 'New trial request'. */
  title: string;
  /** The labelled fields after name and email, the webhook's extra data and a subject suffix. */
  details(row: T): { fields: [string, string][]; data: Record<string, string | boolean | null>; suffix?: string };
  /**
   * The acknowledgement mail to the person who sent the form (ACKNOWLEDGE_SUBMISSIONS): its subject and
   * what happens next, in sentences; none for a kind nobody sends from a public form.
   */
  acknowledgement?: { subject: string; next: string[] };
}

export interface KindDefinition<T extends ObjectLiteral = ObjectLiteral> {
  spec: KindSpec;
  /** The TypeORM entity, also the GraphQL object type of the dashboard. */
  entity: ClassType<T>;
  /** The GraphQL enum of `statuses`, when the kind has them. */
  statusEnum: object | null;
  words: KindWords;
  form?: PlainForm;
  notice?: Notice<T>;
  /** A service of its own for the dashboard (default: SubmissionAdminService). */
  adminService?: (deps: AdminDeps) => SubmissionAdminService<T & { id: string }>;
  /** Resolvers of the kind's own fields (e.g. a download link). */
  resolvers?: readonly ClassType[];
}

/** A notice's Phone line, when the form came with a number (docs/requirements.md#phone). */
/**
 * The kinds the server knows (kinds/registry.ts), built into the app by the composition root and handed to the
 * features that work over every kind: none of them imports the registry.
 */
export type Kinds = readonly KindDefinition[];

/** The kind with this name, or undefined. */
export const kindIn = (kinds: Kinds, name: string): KindDefinition | undefined =>
  kinds.find((kind) => kind.spec.name === name);

export function phoneLine(phone: string | null | undefined): [string, string][] {
  return phone ? [['Phone', phone]] : [];
}

export function defineKind<T extends ObjectLiteral>(definition: KindDefinition<T>): KindDefinition<T> {
  return definition;
}
