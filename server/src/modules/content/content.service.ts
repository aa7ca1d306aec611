/**
 * The school's content (docs/requirements.md#content): every save goes through here. A save is checked
 * and cleaned by its kind (content-kinds.ts), then written in one transaction with the places of the
 * others in its list and, when it is published, a version of it. Rollback is a save of an old version.
 */
import { CONTENT_LIMITS, type ContentKind } from '@school/common';
import type { DataSource, FindOptionsWhere } from 'typeorm';
import { atomically, NothingChanged, type Statement } from '../../db/atomic';
import { isUniqueViolation } from '../../db/database-errors';
import { newId } from '../../db/ids';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ContentItem, OrderedContentItem } from './content-item';
import { contentKinds, type ContentKindDef, type Fields, type SaveInput } from './content-kinds';
import { insertRow, updateRow } from './content-statements';
import { ContentVersion } from './content-version.entity';
import { bumpSiteVersion, type ContentChanges } from './publishing/site-version';
import type { ContentImageService } from './images/content-image.service';

type Ordered = Pick<OrderedContentItem, 'id' | 'position'>;

export class ContentService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly changes: ContentChanges,
    private readonly images: Pick<ContentImageService, 'exists'>,
  ) {}

  /** Every item, drafts too: ordered lists by place, blog posts newest first. */
  list(kind: ContentKind, where: FindOptionsWhere<ContentItem> = {}, limit?: number): Promise<ContentItem[]> {
    const def = contentKinds[kind];
    const order = def.ordered
      ? { position: 'ASC', createdAt: 'ASC' }
      : { publishedAt: { direction: 'DESC', nulls: 'FIRST' }, createdAt: 'DESC' };
    return this.dataSource.getRepository(def.entity).find({ where, order: order as never, take: limit });
  }

  /** One item, drafts too; null when there is none with this id. */
  find(kind: ContentKind, id: string): Promise<ContentItem | null> {
    return this.dataSource.getRepository(contentKinds[kind].entity).findOneBy({ id });
  }

  /** What the public site may show: published items only. */
  published(kind: ContentKind, limit?: number): Promise<ContentItem[]> {
    return this.list(kind, { published: true }, limit);
  }

  async save(kind: ContentKind, input: SaveInput, actor: Actor): Promise<ContentItem> {
    return (await this.write(contentKinds[kind], input, actor, 'save')).item;
  }

  async delete(kind: ContentKind, id: string, actor: Actor): Promise<string> {
    const def = contentKinds[kind];
    const repo = this.dataSource.getRepository(def.entity);
    const found = await repo.findOneBy({ id });
    if (!found) throw new NotFoundError(`No ${def.one} with id ${id}`);
    const meta = this.dataSource.getMetadata(def.entity);
    const name = def.label(found as unknown as Fields);
    await atomically(this.dataSource, [
      { sql: `DELETE FROM ${meta.tableName} WHERE id = ?`, params: [id] },
      bumpSiteVersion(new Date()),
      this.audit.statement(actor, 'content_delete', `${kind}:${id}`, `deleted the ${def.one} "${name}"`),
    ]);
    await this.changes.notify();
    return id;
  }

  /** Its newest published versions (CONTENT_LIMITS.versions), newest first (kept after a delete, for the record). */
  versions(kind: ContentKind, id: string): Promise<ContentVersion[]> {
    return this.dataSource
      .getRepository(ContentVersion)
      .find({ where: { kind, itemId: id }, order: { savedAt: 'DESC', id: 'DESC' }, take: CONTENT_LIMITS.versions });
  }

  /** Puts a version back, published, as a new version; its place in the list stays where it is now. */
  async rollback(kind: ContentKind, id: string, versionId: string, actor: Actor): Promise<ContentVersion> {
    const def = contentKinds[kind];
    const version = await this.dataSource.getRepository(ContentVersion).findOneBy({ id: versionId, kind, itemId: id });
    if (!version) throw new NotFoundError(`No version ${versionId} of the ${def.one} ${id}`);
    const snapshot = JSON.parse(version.snapshot) as Fields;
    const input = { ...snapshot, id, published: true, position: undefined };
    const saved = await this.write(def, input, actor, 'rollback', version.savedAt);
    return saved.version!;
  }

  private async write(def: ContentKindDef, input: SaveInput, actor: Actor, why: 'save' | 'rollback', from?: Date) {
    const repo = this.dataSource.getRepository(def.entity);
    const fields = def.fields(input);
    if (typeof fields.imageId === 'string' && !(await this.images.exists(fields.imageId))) {
      const message = 'No such image: upload it first, or pick one of the uploaded images';
      throw new ValidationError(`imageId: ${message}`, { imageId: message });
    }
    const existing = input.id ? await repo.findOneBy({ id: input.id }) : null;
    if (input.id && !existing) throw new NotFoundError(`No ${def.one} with id ${input.id}`);
    const id = existing?.id ?? newId();
    if (!existing && (await repo.count()) >= def.max) {
      const message = def.full ?? `At most ${def.max} ${def.one}s are kept: delete one before adding another`;
      throw new ValidationError(message, { id: message });
    }
    const now = new Date();
    const row: Record<string, unknown> = {
      ...fields,
      published: input.published,
      publishedAt: existing?.publishedAt ?? (input.published ? now : null),
      updatedAt: now,
    };
    const statements: Statement[] = [];
    if (def.ordered) {
      const { position, moves } = await this.place(def, id, fields, input.position);
      row.position = position;
      statements.push(...moves);
    }
    statements.unshift(
      existing
        ? updateRow(this.dataSource, def.entity, id, row)
        : insertRow(this.dataSource, def.entity, { id, ...row, createdAt: now }),
    );
    const version = input.published ? this.version(def, id, fields, actor, now) : null;
    if (version) statements.push(insertRow(this.dataSource, ContentVersion, { ...version }));
    statements.push(bumpSiteVersion(now));
    // the audit entry commits with the change it tells of
    statements.push(
      this.audit.statement(actor, `content_${why}`, `${def.kind}:${id}`, this.sentence(def, fields, input, why, from)),
    );
    try {
      await atomically(this.dataSource, statements);
    } catch (error) {
      if (error instanceof NothingChanged) throw new NotFoundError(`The ${def.one} ${id} was deleted meanwhile`);
      if (def.unique && isUniqueViolation(error)) {
        const message = `Another ${def.one} has this ${def.unique}`;
        throw new ValidationError(message, { [def.unique]: message });
      }
      throw error;
    }
    await this.changes.notify();
    return { item: (await repo.findOneBy({ id }))!, version };
  }

  /** Its place in its list (asked for, kept, or last), and the others renumbered around it. */
  private async place(def: ContentKindDef, id: string, fields: Fields, wanted: number | null | undefined) {
    const scope = def.ordered!.scope;
    const where = scope ? { [scope]: fields[scope] } : {};
    const rows = (await this.dataSource.getRepository(def.entity).find({
      select: { id: true, position: true } as never,
      where,
      order: { position: 'ASC', createdAt: 'ASC' } as never,
    })) as unknown as Ordered[];
    const others = rows.filter((row) => row.id !== id).map((row) => row.id);
    const current = rows.findIndex((row) => row.id === id);
    const position = Math.max(0, Math.min(wanted ?? (current >= 0 ? current : others.length), others.length));
    others.splice(position, 0, id);
    const was = new Map(rows.map((row) => [row.id, row.position]));
    const moves = others
      .map((rowId, index) => ({ rowId, index }))
      .filter(({ rowId, index }) => rowId !== id && was.get(rowId) !== index)
      .map(({ rowId, index }) => updateRow(this.dataSource, def.entity, rowId, { position: index }, false));
    return { position, moves };
  }

  private version(def: ContentKindDef, id: string, fields: Fields, actor: Actor, now: Date): ContentVersion {
    return {
      id: newId(),
      kind: def.kind,
      itemId: id,
      snapshot: JSON.stringify(fields),
      savedBy: actor.actorEmail,
      savedAt: now,
    };
  }

  private sentence(def: ContentKindDef, fields: Fields, input: SaveInput, why: string, from?: Date): string {
    const name = `the ${def.one} "${def.label(fields)}"`;
    if (why === 'rollback') return `restored ${name} to its version of ${from?.toISOString() ?? 'before'}`;
    return `${input.id ? 'saved' : 'added'} ${name}${input.published ? ', published' : ' as a draft'}`;
  }
}
