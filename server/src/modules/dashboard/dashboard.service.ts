/**
 * Numbers for the dashboard home and the page-view chart. Days and weeks are the school's
 * (SCHOOL_TIME_ZONE, docs/requirements.md#school-clock); every count of submissions leaves spam out.
 */
import { kindNames, startOfDay, startOfWeek, type KindName } from '@school/common';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { ValidationError } from '../../errors';
import { kindIn, type Kinds } from '../kinds/kind-definition';
import { dayAtOffset, offsetSpans, schoolDays } from './school-days';

export interface DayCount {
  day: string;
  count: number;
}
export interface PageCount {
  page: string;
  count: number;
}
const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

export class DashboardService {
  private readonly pg: boolean;

  constructor(
    private readonly dataSource: DataSource,
    /** Every kind (the dashboard imports no kind's folder). */
    private readonly kinds: Kinds,
    readonly timeZone: string,
  ) {
    this.pg = dataSource.options.type === 'postgres';
  }

  /** A kind's entity, by name. */
  private entityOf(name: KindName): EntityTarget<ObjectLiteral> {
    const kind = kindIn(this.kinds, name);
    if (!kind) throw new Error(`No submission kind named ${name}`);
    return kind.entity;
  }

  private table(entity: EntityTarget<ObjectLiteral>): string {
    return this.dataSource.getMetadata(entity).tableName;
  }

  /** Rows per school day from `from` to `to` (both included), every day listed, zero days too. */
  private async perDay(table: string, from: Date, to: Date): Promise<DayCount[]> {
    const counts = new Map<string, number>();
    for (const span of offsetSpans(from, to, this.timeZone)) {
      const day = dayAtOffset('created_at', span.offset, this.pg);
      const rows = await this.dataSource
        .createQueryBuilder()
        .select(day, 'day')
        .addSelect('COUNT(*)', 'count')
        .from(table, 't')
        .where(`created_at >= :from AND created_at ${span.last ? '<=' : '<'} :to`, { from: span.from, to: span.to })
        .groupBy(day)
        .getRawMany<{ day: string; count: unknown }>();
      for (const row of rows) counts.set(row.day, (counts.get(row.day) ?? 0) + Number(row.count));
    }
    return schoolDays(from, to, this.timeZone).map((day) => ({ day, count: counts.get(day) ?? 0 }));
  }

  async pageViewStats(from: Date, to: Date): Promise<{ total: number; perDay: DayCount[]; topPages: PageCount[] }> {
    if (!(from.getTime() <= to.getTime()))
      throw new ValidationError('"from" must be before "to"', { from: '"from" must be before "to"' });
    if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
      throw new ValidationError(`At most ${MAX_DAYS} days`, { from: `At most ${MAX_DAYS} days` });
    const perDay = await this.perDay(this.table(this.entityOf('page-view')), from, to);
    const top = await this.dataSource
      .createQueryBuilder()
      .select('page', 'page')
      .addSelect('COUNT(*)', 'views')
      .from(this.table(this.entityOf('page-view')), 't')
      .where('created_at >= :from AND created_at <= :to', { from, to })
      .groupBy('page')
      .orderBy('views', 'DESC')
      .addOrderBy('page', 'ASC')
      .limit(20)
      .getRawMany<{ page: string; views: unknown }>();
    return {
      total: perDay.reduce((sum, day) => sum + day.count, 0),
      perDay,
      topPages: top.map((row) => ({ page: row.page, count: Number(row.views) })),
    };
  }

  private async countNew(entity: EntityTarget<ObjectLiteral>): Promise<number> {
    const row = await this.dataSource
      .createQueryBuilder()
      .select('COUNT(*)', 'n')
      .from(this.table(entity), 't')
      .where('status = :status AND spam = :spam', { status: 'new', spam: false })
      .getRawOne<{ n: unknown }>();
    return Number(row?.n ?? 0);
  }

  async summary(now = new Date()) {
    const weekStart = startOfWeek(now, this.timeZone);
    const monthAgo = startOfDay(now, this.timeZone, -29);
    const byCategory = await this.dataSource
      .createQueryBuilder()
      .select('category', 'category')
      .addSelect('COUNT(*)', 'count')
      .from(this.table(this.entityOf('trial-request')), 't')
      .where('created_at >= :weekStart AND spam = :spam', { weekStart, spam: false })
      .groupBy('category')
      .orderBy('category', 'ASC')
      .getRawMany<{ category: string; count: unknown }>();
    const newCounts: Record<string, number> = {};
    for (const kind of this.kinds) {
      const field = kindNames(kind.spec).newCount;
      if (field) newCounts[field] = await this.countNew(kind.entity);
    }
    return {
      ...newCounts,
      trialRequestsByCategoryThisWeek: byCategory.map((row) => ({ category: row.category, count: Number(row.count) })),
      visitsLast30Days: await this.perDay(this.table(this.entityOf('page-view')), monthAgo, now),
    };
  }
}
