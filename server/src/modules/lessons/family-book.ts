/**
 * The families (docs/requirements.md#families): the list staff search (by the payer, the email, the phone or a
 * student's name), and what staff may correct of a family: the payer's name, the phone and the time zone its lessons
 * are shown in (a zone taken from the trial booking may be wrong, or the family moves). The email stays: it is the
 * family's key (its sign-in, its records). Each change is one transaction with its audit entry.
 */
import { normalisePhone, phoneCountryForTimeZone } from '@school/common';
import { IANAZone } from 'luxon';
import type { DataSource, Repository } from 'typeorm';
import { atomically } from '../../db/atomic';
import { NotFoundError, ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { Family } from './lesson.entities';
import { clean } from './lesson-rules';

/** The most families one answer lists (newest first). */
export const FAMILIES_LISTED = 1000;
const SEARCH_MAX = 100;

export interface FamilyChange {
  payerName?: string | null;
  phone?: string | null;
  timeZone?: string | null;
}

export class FamilyBook {
  private readonly families: Repository<Family>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {
    this.families = dataSource.getRepository(Family);
  }

  /** Families, newest first; `search` matches the payer, the email, the phone or a student's name (any case). */
  async list(search?: string | null): Promise<Family[]> {
    const query = this.families.createQueryBuilder('f');
    const words = clean(search ?? '')
      .toLowerCase()
      .slice(0, SEARCH_MAX);
    if (words) {
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.where(
        "(LOWER(COALESCE(f.payerName, '')) LIKE :like ESCAPE '\\' OR f.email LIKE :like ESCAPE '\\' OR " +
          "COALESCE(f.phone, '') LIKE :like ESCAPE '\\' OR EXISTS (SELECT 1 FROM students s WHERE " +
          "s.family_id = f.id AND LOWER(s.name) LIKE :like ESCAPE '\\'))",
        { like },
      );
    }
    return query.orderBy('f.createdAt', 'DESC').addOrderBy('f.id', 'DESC').take(FAMILIES_LISTED).getMany();
  }

  /** Corrects the payer's name, the phone or the zone; fields left out stay. */
  async update(id: string, change: FamilyChange, actor: Actor): Promise<Family> {
    const family = await this.families.findOneBy({ id });
    if (!family) throw new NotFoundError(`No family with id ${id}`);
    const problems: Record<string, string> = {};
    const next = { payerName: family.payerName, phone: family.phone, timeZone: family.timeZone };
    if (change.timeZone !== undefined && change.timeZone !== null) {
      const zone = change.timeZone.trim();
      if (!IANAZone.isValidZone(zone)) problems.timeZone = 'Must be a time zone, e.g. Asia/Kolkata';
      else next.timeZone = zone;
    }
    if (change.payerName !== undefined) {
      const name = clean(change.payerName ?? '').replace(/\s+/g, ' ');
      if (name.length > 100) problems.payerName = 'At most 100 characters';
      else next.payerName = name || null;
    }
    if (change.phone !== undefined) {
      // a national number is read in the country of the family's zone
      const phone = normalisePhone(change.phone, phoneCountryForTimeZone(next.timeZone));
      if (!phone.ok) problems.phone = phone.message;
      else next.phone = phone.value;
    }
    if (Object.keys(problems).length) throw new ValidationError(Object.values(problems)[0], problems);
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((key) => next[key] !== family[key]);
    if (changed.length === 0) return family;
    await atomically(this.dataSource, [
      {
        sql: 'UPDATE families SET payer_name = ?, phone = ?, time_zone = ? WHERE id = ?',
        params: [next.payerName, next.phone, next.timeZone, id],
        mustChange: true,
      },
      this.audit.statement(
        actor,
        'family_update',
        `family:${id}`,
        changed.map((key) => `${key}: ${family[key] ?? '—'} → ${next[key] ?? '—'}`).join('; '),
      ),
    ]);
    return (await this.families.findOneBy({ id }))!;
  }
}
