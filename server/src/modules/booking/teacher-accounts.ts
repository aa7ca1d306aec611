/** Teachers as dashboard accounts (docs/requirements.md#teacher-week): a `teacher` account is the teacher with its email. */
import type { DataSource } from 'typeorm';
import { Teacher } from './teacher.entity';

/** The teacher a `teacher` account is: the one with its email (active ones first, then the oldest). */
export async function teacherIdByEmail(dataSource: DataSource, email: string): Promise<string | null> {
  const row = await dataSource
    .getRepository(Teacher)
    .createQueryBuilder('t')
    .select('t.id', 'id')
    .where('LOWER(t.email) = :email', { email: email.trim().toLowerCase() })
    .orderBy('t.active', 'DESC')
    .addOrderBy('t.createdAt', 'ASC')
    .limit(1)
    .getRawOne<{ id: string }>();
  return row?.id ?? null;
}
