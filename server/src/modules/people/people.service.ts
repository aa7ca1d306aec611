/**
 * People (docs/requirements.md#people): every submission with the same person key is one person's.
 * What a viewer sees of a person is what their role may read: a recruiter's person is their
 * applications and nothing else, decided here on the server (the kinds' `roles.read`).
 */
import { personKey, SUBMISSION_KINDS, type AdminRole } from '@school/common';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { KindDefinition } from '../kinds/kind-definition';
import { kinds } from '../kinds/registry';
import type { Person } from './people.types';
import { submissionSummary, timelineOf, type PersonRow } from './timeline';

const PEOPLE_KINDS = new Set<string>(SUBMISSION_KINDS.map((kind) => kind.name));

/** The kinds of submission a role may read (a person's submissions are of these only). */
export function kindsOf(role: AdminRole): KindDefinition[] {
  return kinds.filter((kind) => PEOPLE_KINDS.has(kind.spec.name) && kind.spec.roles.read.includes(role));
}

export class PeopleService {
  constructor(
    private readonly dataSource: DataSource,
    /** The newest entries a timeline shows (PEOPLE_TIMELINE_MAX). */
    private readonly timelineMax = 200,
  ) {}

  /** The person with that email's key, as the role sees them; null when they sent nothing it may see. */
  async person(email: string, role: AdminRole): Promise<Person | null> {
    const key = personKey(email);
    const rows = await this.submissionsOf(key, role);
    if (rows.length === 0) return null;
    return {
      email: key,
      names: [...new Set(rows.map((row) => row.name))],
      firstSeenAt: rows[rows.length - 1].createdAt,
      lastSeenAt: rows[0].createdAt,
      submissions: rows.map((row) => ({ ...row, kind: row.spec.name, summary: submissionSummary(row) })),
      timeline: await timelineOf(this.dataSource, rows, key, this.timelineMax),
    };
  }

  /**
   * How many submissions the role may see each person key has, one grouped query per kind for all the
   * keys (a list page asks for its rows at once, see enquiry-counts.ts).
   */
  async counts(keys: readonly string[], role: AdminRole): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const wanted = [...new Set(keys)].filter((key) => key !== '');
    if (wanted.length === 0) return counts;
    for (const kind of kindsOf(role)) {
      const rows = await this.repo(kind)
        .createQueryBuilder('t')
        .select('t.personEmail', 'key')
        .addSelect('COUNT(*)', 'n')
        .where('t.personEmail IN (:...keys)', { keys: wanted })
        .groupBy('t.personEmail')
        .getRawMany<{ key: string; n: string | number }>();
      for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + Number(row.n));
    }
    return counts;
  }

  /** One submission of a kind the role may read, by id; null when there is none. */
  async submission(id: string, role: AdminRole): Promise<PersonRow | null> {
    for (const kind of kindsOf(role)) {
      const row = await this.repo(kind).findOneBy({ id });
      if (row) return this.personRow(kind, row);
    }
    return null;
  }

  /** Their submissions, newest first. */
  private async submissionsOf(key: string, role: AdminRole): Promise<PersonRow[]> {
    const rows: PersonRow[] = [];
    for (const kind of kindsOf(role))
      for (const row of await this.repo(kind).find({ where: { personEmail: key } }))
        rows.push(this.personRow(kind, row));
    return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  }

  private repo(kind: KindDefinition) {
    return this.dataSource.getRepository<ObjectLiteral>(kind.entity);
  }

  private personRow(kind: KindDefinition, row: ObjectLiteral): PersonRow {
    const { id, name, email, status, spam, createdAt, category } = row as PersonRow;
    return { spec: kind.spec, id, name, email, status, spam, createdAt, category };
  }
}
