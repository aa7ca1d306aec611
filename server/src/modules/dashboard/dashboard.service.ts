/** Numbers for the dashboard home and the page-view chart. Days are calendar days in UTC. */
import { kindNames, type KindName } from '@school/common';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { ValidationError } from '../../errors';
import { kindNamed, kinds } from '../kinds/registry';

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

/** A kind's entity, read through the registry (the dashboard imports no kind's folder). */
function entityOf(name: KindName): EntityTarget<ObjectLiteral> {
  const kind = kindNamed(name);
  if (!kind) throw new Error(`No submission kind named ${name}`);
  return kind.entity;
}

function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, with the counts found and zero elsewhere. */
function fillDays(from: Date, to: Date, found: { day: string; count: unknown }[]): DayCount[] {
  const counts = new Map(found.map((row) => [row.day, Number(row.count)]));
  const days: DayCount[] = [];
  for (let t = Date.parse(dayOf(from)); t <= to.getTime(); t += DAY_MS) {
    const day = dayOf(new Date(t));
    days.push({ day, count: counts.get(day) ?? 0 });
  }
  return days;
}

export class DashboardService {
  private readonly dayExpr: string;

  constructor(private readonly dataSource: DataSource) {
    this.dayExpr =
      dataSource.options.type === 'postgres'
        ? "to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')"
        : 'substr(created_at, 1, 10)';
  }

  private table(entity: EntityTarget<ObjectLiteral>): string {
    return this.dataSource.getMetadata(entity).tableName;
  }

  private async perDay(table: string, from: Date, to: Date): Promise<DayCount[]> {
    const rows = await this.dataSource
      .createQueryBuilder()
      .select(`${this.dayExpr}`, 'day')
      .addSelect('COUNT(*)', 'count')
      .from(table, 't')
      .where('created_at >= :from AND created_at <= :to', { from, to })
      .groupBy(this.dayExpr)
      .getRawMany<{ day: string; count: unknown }>();
    return fillDays(from, to, rows);
  }

  async pageViewStats(from: Date, to: Date): Promise<{ total: number; perDay: DayCount[]; topPages: PageCount[] }> {
    if (!(from.getTime() <= to.getTime()))
      throw new ValidationError('"from" must be before "to"', { from: '"from" must be before "to"' });
    if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS)
      throw new ValidationError(`At most ${MAX_DAYS} days`, { from: `At most ${MAX_DAYS} days` });
    const perDay = await this.perDay(this.table(entityOf('page-view')), from, to);
    const top = await this.dataSource
      .createQueryBuilder()
      .select('page', 'page')
      .addSelect('COUNT(*)', 'views')
      .from(this.table(entityOf('page-view')), 't')
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
    const weekStart = new Date(Date.parse(dayOf(now)) - ((now.getUTCDay() + 6) % 7) * DAY_MS);
    const monthAgo = new Date(Date.parse(dayOf(now)) - 29 * DAY_MS);
    const byCategory = await this.dataSource
      .createQueryBuilder()
      .select('category', 'category')
      .addSelect('COUNT(*)', 'count')
      .from(this.table(entityOf('trial-request')), 't')
      .where('created_at >= :weekStart AND spam = :spam', { weekStart, spam: false })
      .groupBy('category')
      .orderBy('category', 'ASC')
      .getRawMany<{ category: string; count: unknown }>();
    const newCounts: Record<string, number> = {};
    for (const kind of kinds) {
      const field = kindNames(kind.spec).newCount;
      if (field) newCounts[field] = await this.countNew(kind.entity);
    }
    return {
      ...newCounts,
      trialRequestsByCategoryThisWeek: byCategory.map((row) => ({ category: row.category, count: Number(row.count) })),
      visitsLast30Days: await this.perDay(this.table(entityOf('page-view')), monthAgo, now),
    };
  }
}
