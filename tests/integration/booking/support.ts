/** What the booking tests share: a teacher free all day, every day, added through the admin API. */
import { expect } from 'vitest';

type Admin = (query: string, variables?: Record<string, unknown>) => Promise<{ body: any }>;

export const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '00:00', to: '24:00' }));

/** Adds the teacher and makes them free around the clock; answers the new teacher's id. */
export async function teacherFreeAllDay(
  admin: Admin,
  input: { name: string; email: string; courses: string[]; timeZone: string; meetingUrl?: string },
): Promise<string> {
  const created = await admin('mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }', {
    input,
  });
  expect(created.body.errors).toBeUndefined();
  const id = created.body.data.createTeacher.id as string;
  const set = await admin(
    'mutation($id: ID!, $weekly: [WeeklyRangeInput!]!) { setTeacherAvailability(teacherId: $id, weekly: $weekly) { id } }',
    { id, weekly: EVERY_DAY },
  );
  expect(set.body.errors).toBeUndefined();
  return id;
}
