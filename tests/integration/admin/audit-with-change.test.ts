/**
 * An audit entry commits with the change it tells of (docs/requirements.md#audit-log): when the entry cannot be
 * written, the change is not made either, and the caller hears of a failure, not of a success it cannot trust.
 * The database itself refuses the entry here (a trigger on SQLite, a CHECK constraint on PostgreSQL).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { teacherFreeAllDay } from '../booking/support';

let server: TestApp;
let cookie: string;
const admin = (query: string, variables: Record<string, unknown> = {}) => gql(server.url, cookie, query, variables);
const pg = () => server.app.dataSource.options.type === 'postgres';
const count = async (sql: string) => Number((await server.app.dataSource.query(sql))[0].n);

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await server.app.dataSource.query(
    pg() ? 'ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS refuse_entries' : 'DROP TRIGGER IF EXISTS refuse_entries',
  );
});

/** From now on the database refuses audit entries of `action`. */
async function refuseEntries(action: string) {
  await server.app.dataSource.query(
    pg()
      ? `ALTER TABLE audit_log ADD CONSTRAINT refuse_entries CHECK (action <> '${action}') NOT VALID`
      : `CREATE TRIGGER refuse_entries BEFORE INSERT ON audit_log WHEN NEW.action = '${action}'
         BEGIN SELECT RAISE(ABORT, 'audit entry refused'); END`,
  );
}

describe('an audit entry that cannot be written', () => {
  it('undoes the blog post it tells of', async () => {
    await refuseEntries('content_save');
    const saved = await admin('mutation($input: BlogPostInput!) { saveBlogPost(input: $input) { id } }', {
      input: { title: 'Unaudited', body: '<p>Hello</p>', authorName: 'A', authorRole: 'B', published: false },
    });
    expect(saved.body.errors?.[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await count("SELECT COUNT(*) AS n FROM blog_posts WHERE title = 'Unaudited'")).toBe(0);
  });

  it('undoes the booking it tells of, and the status change with it', async () => {
    const teacher = await teacherFreeAllDay(admin, {
      name: 'Audit Teacher',
      email: 'audit.teacher@school.test',
      courses: ['guitar'],
      timeZone: 'Asia/Kolkata',
    });
    const created = await admin(
      'mutation($input: CreateTrialRequestInput!) { createTrialRequest(input: $input) { id } }',
      { input: { name: 'Audit Visitor', email: 'audit.visitor@example.org', gender: 'male', category: 'guitar' } },
    );
    const id = created.body.data.createTrialRequest.id as string;
    const from = new Date(Date.now() + 48 * 3_600_000);
    const slots = await admin(
      'query($from: DateTimeISO!, $to: DateTimeISO!) { trialSlots(course: "guitar", from: $from, to: $to) { startsAt } }',
      { from: from.toISOString(), to: new Date(from.getTime() + 24 * 3_600_000).toISOString() },
    );
    await refuseEntries('booking_create');
    const booked = await admin(
      'mutation($id: ID!, $at: DateTimeISO!, $teacher: ID) { bookTrial(trialRequestId: $id, startsAt: $at, teacherId: $teacher) { id } }',
      { id, at: slots.body.data.trialSlots[0].startsAt, teacher },
    );
    expect(booked.body.errors?.[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const sql = pg() ? '$1' : '?';
    const bookings = await server.app.dataSource.query(
      `SELECT COUNT(*) AS n FROM trial_bookings WHERE trial_request_id = ${sql}`,
      [id],
    );
    expect(Number(bookings[0].n)).toBe(0);
    const request = await server.app.dataSource.query(`SELECT status FROM trial_requests WHERE id = ${sql}`, [id]);
    expect(request[0].status).toBe('new');
    expect(await count("SELECT COUNT(*) AS n FROM notifications WHERE topic = 'booking'")).toBe(0);
  });
});
