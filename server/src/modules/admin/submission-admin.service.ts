/**
 * Triage of one kind of submission for the dashboard: list, show, edit of the triage fields, bulk
 * status change and hard delete. Every change is written to the audit log. The public write path
 * (RowWriter) is not used here: these are rare, interactive writes.
 */
import { kindNames, type FieldErrors, type KindSpec } from '@school/common';
import { In, type DataSource, type ObjectLiteral, type Repository } from 'typeorm';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { KindDefinition } from '../kinds/kind-definition';
import { noCompanions, type SubmissionCompanions } from '../submission';
import { enqueueOnce } from './enqueue-once';
import { Assignments, type StaffMail } from './assignment';
import { searchIndexOf } from './search';
import {
  applyFilter,
  checkPaging,
  checkSort,
  type ListFilter,
  type ListParamsValue,
  sortExpression,
  type ListShape,
} from './list-query';

export const MAX_BULK = 1000;

/** What the service needs of a kind, read from its definition. */
interface Resource extends ListShape {
  /** Used in audit targets, e.g. "trial_request:<id>". */
  name: string;
  statuses: readonly string[] | null;
  /** Editable text fields and their maximum lengths. */
  texts: Readonly<Record<string, number>>;
}

function resourceOf(kind: KindDefinition): Resource {
  const { spec } = kind;
  return {
    name: kindNames(spec).snake,
    statuses: spec.statuses,
    texts: spec.edits,
    search: [...spec.search],
    sortable: [...spec.sortable],
    has: {
      status: spec.filters.includes('status'),
      category: spec.filters.includes('category'),
      spam: spec.filters.includes('spam'),
      assignee: spec.filters.includes('assigneeId'),
    },
  };
}

/** What every kind's row has, as the dashboard's services read it. */
export type Row = ObjectLiteral & { id: string; status?: string; assigneeId?: string | null };
export type Changes = Record<string, string | null | undefined>;

export class SubmissionAdminService<T extends Row> {
  readonly repo: Repository<T>;
  readonly pg: boolean;

  readonly resource: Resource;
  /** The kind's name ('trial-request'): what its notification jobs carry. */
  private readonly kind: string;
  /** Who the rows are assigned to; null for a kind without assignees. */
  readonly assignments: Assignments | null;

  /** The kind's definition in common/ (its statuses, who may read it). */
  readonly spec: KindSpec;

  constructor(
    dataSource: DataSource,
    kind: KindDefinition<T>,
    protected readonly audit: AuditService,
    private readonly companions: SubmissionCompanions = noCompanions,
    staffMail: StaffMail | null = null,
  ) {
    this.resource = resourceOf(kind);
    this.spec = kind.spec;
    this.kind = kind.spec.name;
    this.repo = dataSource.getRepository(kind.entity);
    this.pg = dataSource.options.type === 'postgres';
    // docs/requirements.md#search: the submission kinds' text search is served by an index
    this.resource.searchIndex = searchIndexOf(kind, dataSource);
    this.assignments = this.resource.has.assignee
      ? new Assignments(dataSource, kind.spec.name, staffMail, kind.spec.roles.read)
      : null;
  }

  /** The filter with what only the server knows: the staff accounts `q` names (their assignments match). */
  private async prepare(filter: ListFilter | null | undefined): Promise<ListFilter> {
    const f = { ...filter };
    const q = f.q?.trim();
    if (q && this.assignments) f.qStaffIds = await this.assignments.staff.matching(q);
    return f;
  }

  async list(
    filter: ListFilter | null | undefined,
    params: Partial<ListParamsValue> | null | undefined,
  ): Promise<{ items: T[]; total: number }> {
    const sort = checkSort(this.resource, params?.sortField);
    const { skip, take, order } = checkPaging(params);
    filter = await this.prepare(filter);
    const page = applyFilter(this.repo.createQueryBuilder('t'), this.resource, filter, this.pg)
      .orderBy(sortExpression(this.resource, sort), order)
      .addOrderBy('t.id', order)
      .offset(skip)
      .limit(take);
    const [items, total] = await Promise.all([page.getMany(), this.count(filter)]);
    return { items, total };
  }

  /**
   * How many rows match the filter: the list's total, and the dashboard's card counts through the very
   * same code (docs/requirements.md#dashboard-for-action). A plain COUNT(*) (TypeORM's getCount says
   * COUNT(DISTINCT id), which cannot use the index alone).
   */
  async count(filter: ListFilter | null | undefined): Promise<number> {
    const counted = await applyFilter(this.repo.createQueryBuilder('t'), this.resource, filter, this.pg)
      .select('COUNT(*)', 'total')
      .getRawOne<{ total: string | number }>();
    return Number(counted?.total ?? 0);
  }

  /**
   * Every row matching the filter, in batches, by keyset pagination on (sort column, id): each batch
   * is one indexed range query, so memory stays flat however many rows there are.
   */
  async *batches(
    filter: ListFilter | null | undefined,
    sortField: string | null | undefined,
    order: 'ASC' | 'DESC',
    size = 1000,
  ): AsyncGenerator<T[]> {
    const meta = this.repo.metadata;
    const sort = checkSort(this.resource, sortField);
    let column = meta.findColumnWithPropertyName(sort)!;
    if (column.isNullable) column = meta.findColumnWithPropertyName('createdAt')!;
    // PostgreSQL keeps microseconds: carry the exact timestamp as text rather than a rounded JS Date.
    const exactTime = this.pg && column.propertyName === 'createdAt';
    // status sorts by workflow position: the keyset runs over that position (docs/requirements.md#triage-statuses)
    const key = column.propertyName === 'status' ? sortExpression(this.resource, 'status') : null;
    const cursorKey = exactTime ? 'cursor_value' : key ? 'sort_rank' : `t_${column.databaseName}`;
    const cursorParam = exactTime ? 'CAST(:cursorValue AS timestamptz)' : ':cursorValue';
    let cursor: { value: unknown; id: string } | null = null;
    filter = await this.prepare(filter);
    for (;;) {
      const qb = applyFilter(this.repo.createQueryBuilder('t'), this.resource, filter, this.pg)
        .orderBy(key ?? `t.${column.propertyName}`, order)
        .addOrderBy('t.id', order)
        .limit(size);
      if (exactTime) qb.addSelect(`CAST(t.${column.databaseName} AS text)`, 'cursor_value');
      if (key) qb.addSelect(key, 'sort_rank');
      if (cursor) {
        const left = key ?? `t.${column.databaseName}`;
        qb.andWhere(`(${left}, t.id) ${order === 'DESC' ? '<' : '>'} (${cursorParam}, :cursorId)`, {
          cursorValue: cursor.value,
          cursorId: cursor.id,
        });
      }
      // Raw rows turned into plain records column by column: TypeORM's entity transformer allocates
      // several objects per row, which at 100,000 rows let the heap grow by tens of MB between collections.
      const raw = await qb.getRawMany<Record<string, unknown>>();
      if (raw.length === 0) return;
      yield raw.map((row) => this.hydrate(row) as T);
      if (raw.length < size) return;
      const last = raw[raw.length - 1];
      cursor = { value: last[cursorKey], id: String(last.t_id) };
    }
  }

  /** A raw row (columns aliased `t_<column>`) as a plain record of the entity's properties and types. */
  private hydrate(raw: Record<string, unknown>): Record<string, unknown> {
    const record: Record<string, unknown> = {};
    const driver = this.repo.manager.connection.driver;
    for (const column of this.repo.metadata.columns) {
      record[column.propertyName] = driver.prepareHydratedValue(raw[`t_${column.databaseName}`], column);
    }
    return record;
  }

  get(id: string): Promise<T | null> {
    return this.repo.createQueryBuilder('t').where('t.id = :id', { id }).getOne();
  }

  private checkChanges(changes: Changes): Partial<T> {
    const errors: FieldErrors = {};
    const values: Record<string, string | null> = {};
    if (changes.status !== undefined && changes.status !== null && this.resource.statuses) {
      if (!this.resource.statuses.includes(changes.status))
        errors.status = `The status must be one of ${this.resource.statuses.join(', ')}`;
      else values.status = changes.status;
    }
    for (const [field, max] of Object.entries(this.resource.texts)) {
      const value = changes[field];
      if (value === undefined) continue;
      const text = value === null ? null : value.trim() || null;
      if (text !== null && text.length > max) errors[field] = `At most ${max} characters`;
      else values[field] = text;
    }
    const first = Object.values(errors)[0];
    if (first) throw new ValidationError(first, errors);
    return values as Partial<T>;
  }

  async update(id: string, changes: Changes, actor: Actor): Promise<T> {
    const [updated] = await this.updateMany([id], changes, actor);
    const row = updated ? await this.get(updated) : null;
    if (!row) throw new NotFoundError(`No ${this.resource.name.replace('_', ' ')} with id ${id}`);
    return row;
  }

  /** Applies the same changes to every existing id; answers the ids that exist. */
  async updateMany(ids: string[], changes: Changes, actor: Actor): Promise<string[]> {
    const values = this.checkChanges(changes);
    const assigneeId = await this.assignments?.check(changes.assigneeId);
    if (assigneeId !== undefined) (values as Row).assigneeId = assigneeId;
    const before = await this.existing(ids);
    if (before.length === 0 || Object.keys(values).length === 0) return before.map((row) => row.id);
    const found = before.map((row) => row.id);
    const { status, ...others } = values as { status?: string };
    // the workflow clock moves only for rows whose status changes (docs/requirements.md#workflow-clock)
    const moved = before.filter((row) => status !== undefined && row.status !== status).map((row) => row.id);
    if (moved.length > 0)
      await this.repo
        .createQueryBuilder()
        .update()
        .set({ status, statusChangedAt: new Date() } as never)
        .where({ id: In(moved) })
        .execute();
    if (Object.keys(others).length > 0)
      await this.repo
        .createQueryBuilder()
        .update()
        .set(others)
        .where({ id: In(found) })
        .execute();
    const edited = Object.keys(values).filter((key) => key !== 'status' && key !== 'assigneeId');
    const entries = before.flatMap((row) => [
      ...(status !== undefined && row.status !== status
        ? [{ action: 'status_change' as const, target: this.target(row.id), detail: `${row.status} → ${status}` }]
        : []),
      ...(edited.length > 0
        ? [{ action: 'update' as const, target: this.target(row.id), detail: `changed ${edited.join(', ')}` }]
        : []),
    ]);
    for (const action of ['status_change', 'update'] as const) {
      const items = entries.filter((entry) => entry.action === action);
      if (items.length) await this.audit.recordMany(actor, action, items);
    }
    if (assigneeId !== undefined && this.assignments) {
      const assigned = await this.assignments.changed(before, assigneeId, actor, (id) => this.target(id));
      if (assigned.length) await this.audit.recordMany(actor, 'assign', assigned);
    }
    return found;
  }

  /**
   * Flags or clears suspected spam; answers the ids that exist. Each row that changes is audited
   * (spam / not_spam); one cleared gets the notifications it never had, once ever (docs/requirements.md#spam-review).
   */
  async markSpam(ids: string[], spam: boolean, actor: Actor): Promise<string[]> {
    const unique = (await this.existing(ids)).map((row) => row.id);
    if (unique.length === 0) return [];
    const rows = await this.repo.find({
      select: { id: true, spam: true } as never,
      where: { id: In(unique) } as never,
    });
    const changed = rows.filter((row) => row.spam !== spam).map((row) => row.id);
    if (changed.length === 0) return unique;
    // Jobs first, flag second, and no transaction (on SQLite the app runs none outside migrations, see
    // data-source.ts): if either step fails, nothing is lost and marking it again finishes the work.
    if (!spam)
      for (const id of changed) await enqueueOnce(this.repo.manager, this.companions.for(this.kind, { id, spam }));
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ spam } as never)
      .where({ id: In(changed) })
      .execute();
    await this.audit.recordMany(
      actor,
      spam ? 'spam' : 'not_spam',
      changed.map((id) => ({ target: this.target(id), detail: null })),
    );
    return unique;
  }

  /** Erases the rows for good; answers the ids that existed. */
  async deleteMany(ids: string[], actor: Actor): Promise<string[]> {
    const found = (await this.existing(ids)).map((row) => row.id);
    if (found.length === 0) return [];
    await this.repo
      .createQueryBuilder()
      .delete()
      .where({ id: In(found) })
      .execute();
    await this.audit.recordMany(
      actor,
      'delete',
      found.map((id) => ({ target: this.target(id), detail: null })),
    );
    return found;
  }

  protected target(id: string): string {
    return `${this.resource.name}:${id}`;
  }

  protected async existing(ids: string[]): Promise<Row[]> {
    const unique = [...new Set(ids)];
    if (unique.length > MAX_BULK)
      throw new ValidationError(`At most ${MAX_BULK} records at once`, { ids: `At most ${MAX_BULK} records at once` });
    if (unique.length === 0) return [];
    const select = {
      id: true,
      ...(this.resource.statuses ? { status: true } : {}),
      ...(this.resource.has.assignee ? { assigneeId: true } : {}),
    } as never;
    return await this.repo.find({ select, where: { id: In(unique) } as never });
  }
}
