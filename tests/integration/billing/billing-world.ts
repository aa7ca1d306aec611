/**
 * A school's month for the billing tests, in Asia/Kolkata: families, students, weekly plans and lessons of a past
 * month as enrolment leaves them (written straight to the real database: lessons cannot be planned in the past
 * through the API), teachers through the API, and the billing service to call with a chosen `now`.
 */
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { atomically, type Statement } from '../../../server/src/db/atomic';
import type { Actor } from '../../../server/src/modules/audit/audit.service';
import type { TestApp } from '../../helpers/app';

export const ZONE = 'Asia/Kolkata';
export const ACTOR: Actor = { actorId: null, actorEmail: 'head@school.test', clientIp: '127.0.0.1' };
/** An instant in the school's zone: "2027-03-02 17:00". */
export const at = (local: string) => DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm', { zone: ZONE }).toJSDate();

export interface WorldFamily {
  id: string;
  email: string;
}

/** Rows to insert, by table and column list: written as multi-row INSERTs. */
type Rows = Map<string, { sql: string; params: Statement['params'][] }>;

export class World {
  private rows: Rows = new Map();
  constructor(private readonly server: TestApp) {}

  private insert(sql: string, params: Statement['params']) {
    const entry = this.rows.get(sql) ?? { sql, params: [] };
    entry.params.push(params);
    this.rows.set(sql, entry);
  }

  family(email: string, payerName: string | null = null): WorldFamily {
    const id = randomUUID();
    this.insert('INSERT INTO families (id, payer_name, email, time_zone, created_at) VALUES (?, ?, ?, ?, ?)', [
      id,
      payerName,
      email,
      ZONE,
      new Date(),
    ]);
    return { id, email };
  }

  student(family: WorldFamily, name: string, course = 'guitar'): string {
    const id = randomUUID();
    this.insert('INSERT INTO students (id, family_id, name, course, status, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
      id,
      family.id,
      name,
      course,
      'active',
      new Date(),
    ]);
    return id;
  }

  plan(
    studentId: string,
    teacherId: string,
    course: string,
    firstDate: string,
    lastDate: string | null = null,
  ): string {
    const id = randomUUID();
    this.insert(
      'INSERT INTO lesson_plans (id, student_id, teacher_id, course, weekday, start_time, minutes, time_zone, ' +
        'first_date, last_date, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [id, studentId, teacherId, course, 2, '17:00', 45, ZONE, firstDate, lastDate, ACTOR.actorEmail, new Date()],
    );
    return id;
  }

  lesson(
    studentId: string,
    teacherId: string,
    local: string,
    status: string,
    options: { course?: string; makeupFor?: string } = {},
  ): string {
    const id = randomUUID();
    const startsAt = at(local);
    this.insert(
      'INSERT INTO lessons (id, plan_id, student_id, teacher_id, course, starts_at, ends_at, status, makeup_for, ' +
        'created_at) VALUES (?, NULL, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        id,
        studentId,
        teacherId,
        options.course ?? 'guitar',
        startsAt,
        new Date(startsAt.getTime() + 45 * 60_000),
        status,
        options.makeupFor ?? null,
        new Date(),
      ],
    );
    return id;
  }

  /** Writes what was described so far, in one transaction. */
  async save(): Promise<void> {
    const statements: Statement[] = [];
    // families before students before plans and lessons: the order they were first described in
    for (const { sql, params } of this.rows.values()) {
      const [head, values] = sql.split(' VALUES ');
      for (let i = 0; i < params.length; i += 100) {
        const chunk = params.slice(i, i + 100);
        statements.push({ sql: `${head} VALUES ${chunk.map(() => values).join(', ')}`, params: chunk.flat() });
      }
    }
    this.rows = new Map();
    await atomically(this.server.app.dataSource, statements);
  }
}

export const billing = (server: TestApp) => server.app.admin.billing;
