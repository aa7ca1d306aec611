/**
 * People (docs/requirements.md#people): every submission with the same person key is one person's.
 * What a viewer sees of a person is what their role may read: a recruiter's person is their
 * applications and nothing else, decided here on the server (the kinds' `roles.read`).
 */
import { personKey, SUBMISSION_KINDS, type AdminRole } from '@school/common';
import type { DataSource, ObjectLiteral } from 'typeorm';
import type { KindDefinition, Kinds } from '../kinds/kind-definition';
import type { Person } from './people.types';
import { submissionSummary, timelineOf, type PersonRow } from './timeline';

const PEOPLE_KINDS = new Set<string>(SUBMISSION_KINDS.map((kind) => kind.name));

export class PeopleService {
  constructor(
    private readonly dataSource: DataSource,
    /** Every kind; a person's submissions are of the kinds with a person. */
    readonly kinds: Kinds,
    /** The newest entries a timeline shows, and the newest submissions a person lists (PEOPLE_TIMELINE_MAX). */
    private readonly timelineMax = 200,
  ) {}

  /** The kinds of submission a role may read (a person's submissions are of these only). */
  private kindsOf(role: AdminRole): KindDefinition[] {
    return this.kinds.filter((kind) => PEOPLE_KINDS.has(kind.spec.name) && kind.spec.roles.read.includes(role));
  }

  /**
   * The person with that email's key, as the role sees them; null when they sent nothing it may see. Their newest
   * PEOPLE_TIMELINE_MAX submissions (and the names on those); firstSeenAt is their first submission's, listed or not.
   */
  async person(email: string, role: AdminRole): Promise<Person | null> {
    const key = personKey(email);
    const { rows, firstSeenAt } = await this.submissionsOf(key, role);
    if (rows.length === 0) return null;
    return {
      email: key,
      names: [...new Set(rows.map((row) => row.name))],
      firstSeenAt,
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
    for (const kind of this.kindsOf(role)) {
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
    for (const kind of this.kindsOf(role)) {
      const row = await this.repo(kind).findOneBy({ id });
      if (row) return this.personRow(kind, row);
    }
    return null;
  }

  /**
   * Their newest `timelineMax` submissions, newest first (at most that many read per kind), and when their first
   * one arrived (read apart when a kind had more than those).
   */
  private async submissionsOf(key: string, role: AdminRole): Promise<{ rows: PersonRow[]; firstSeenAt: Date }> {
    const rows: PersonRow[] = [];
    let firstSeenAt = new Date(8.64e15);
    const order = { createdAt: 'DESC', id: 'DESC' } as const;
    for (const kind of this.kindsOf(role)) {
      const found = await this.repo(kind).find({ where: { personEmail: key }, order, take: this.timelineMax });
      for (const row of found) rows.push(this.personRow(kind, row));
      const oldest =
        found.length < this.timelineMax
          ? found.at(-1)
          : await this.repo(kind).findOne({ where: { personEmail: key }, order: { createdAt: 'ASC', id: 'ASC' } });
      const at = (oldest as PersonRow | null | undefined)?.createdAt;
      if (at && at < firstSeenAt) firstSeenAt = at;
    }
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
    return { rows: rows.slice(0, this.timelineMax), firstSeenAt };
  }

  private repo(kind: KindDefinition) {
    return this.dataSource.getRepository<ObjectLiteral>(kind.entity);
  }

  private personRow(kind: KindDefinition, row: ObjectLiteral): PersonRow {
    const { id, name, email, status, spam, createdAt, category } = row as PersonRow;
    return { spec: kind.spec, id, name, email, status, spam, createdAt, category };
  }
}
