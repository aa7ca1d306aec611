/**
 * The family portal tests' world: a server mailing through a real SMTP server, a London teacher, two families (one
 * in Sydney) with weekly lessons, a policy that earns credits; the helpers that post the portal's forms as the
 * signed-in family does.
 */
import { simpleParser } from 'mailparser';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, expect } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';
import { awayFromWindowEdge } from '../../helpers/rate-window';
import { NOTIFY_ENV, smtpSink, until, type SmtpSink } from '../notifications/support';
import { addTeacher, ENROL, LESSONS, nextWeekday, PLAN, POLICY, trialRequest } from './support';
import { forDatabase } from '../../../server/src/db/dialect';

export const FAMILY = 'brooks.family@example.org';
export const OTHER = 'rao.family@example.org';
export const SYDNEY = 'Australia/Sydney';
export const LONDON = 'Europe/London';
export let server: TestApp;
export let sink: SmtpSink;
let cookie: string;
export const ids: Record<string, string> = {};
export let lessons: { id: string; startsAt: string }[] = [];
let familyCookie = '';

export const admin = (query: string, variables: Record<string, unknown> = {}) =>
  gql(server.url, cookie, query, variables);
export const form = (path: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  send(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: familyCookie, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
export const page = (path: string) =>
  send(`${server.url}${path}`, { redirect: 'manual', headers: { cookie: familyCookie } });
export const sql = (text: string) => {
  return forDatabase(server.app.dataSource, text);
};

async function enrolFamily(name: string, email: string) {
  return (await admin(ENROL, { id: await trialRequest(server.url, name, email) })).body.data.enrolStudent.id as string;
}

/** The sign-in links mailed to `to`, newest last. */
export async function linksTo(to: string, count: number): Promise<string[]> {
  await until(() => sink.mails.filter((m) => m.envelopeTo.includes(to)).length >= count, `${count} mails to ${to}`);
  const mails = await Promise.all(sink.mails.filter((m) => m.envelopeTo.includes(to)).map((m) => simpleParser(m.raw)));
  return mails.map((mail) => /https:\/\/school\.test(\/family\/sign-in\/\S+)/.exec(mail.text ?? '')![1]);
}

/**
 * Registers the file's server: built before its tests, stopped after. `rateWindow`: the file counts sign-in links
 * against the limit, so its tests start away from the edge of the limit's fixed 15-minute windows of the clock.
 */
export function useFamilyPortalServer(secret: string, rateWindow = false): void {
  beforeAll(async () => {
    sink = await smtpSink();
    await sink.listen();
    server = await buildTestApp({
      env: {
        ...ADMIN_ENV,
        ...NOTIFY_ENV,
        SMTP_URL: sink.url,
        SESSION_SECRET: secret.repeat(40),
        SCHOOL_REPLY_TO: 'office@school.test',
      },
      s3: false,
    });
    cookie = await signIn(server.url);
    ids.teacher = await addTeacher(admin, 'Tara Quinn', LONDON);
    ids.student = await enrolFamily('Mia Brooks', FAMILY);
    ids.other = await enrolFamily('Arjun Rao', OTHER);
    await server.app.dataSource.query(sql('UPDATE families SET time_zone = ? WHERE email = ?'), [SYDNEY, FAMILY]);
    expect(
      (await admin(POLICY, { input: { noticeHours: 24, creditsPerTerm: 4, expiryDays: 60 } })).body.errors,
    ).toBeUndefined();
    for (const [studentId, startTime] of [
      [ids.student, '17:00'],
      [ids.other, '09:00'],
    ]) {
      const plan = await admin(PLAN, {
        input: {
          studentId,
          teacherId: ids.teacher,
          course: 'guitar',
          weekday: 3,
          startTime,
          minutes: 60,
          firstDate: nextWeekday(LONDON, 3),
        },
      });
      expect(plan.body.errors).toBeUndefined();
    }
    const from = DateTime.now();
    const listed = await admin(LESSONS, {
      from: from.toISO(),
      to: from.plus({ days: 60 }).toISO(),
      studentId: ids.student,
    });
    lessons = listed.body.data.lessons;
    const theirs = await admin(LESSONS, {
      from: from.toISO(),
      to: from.plus({ days: 60 }).toISO(),
      studentId: ids.other,
    });
    ids.otherLesson = theirs.body.data.lessons[0].id;
    if (rateWindow) await awayFromWindowEdge(15 * 60_000, 30_000);
  }, 100_000);
  afterAll(async () => {
    await server?.stop();
    await sink?.stop();
  });
}

/** The signed-in family's cookie, taken from the answer to its link. */
export function setFamilyCookie(setCookie: string): void {
  familyCookie = setCookie.split(';')[0];
}

/** The family in Sydney asks for a link and follows the newest one: signed in from then on. */
export async function signInFamily(): Promise<void> {
  const before = sink.mails.filter((m) => m.envelopeTo.includes(FAMILY)).length;
  expect((await form('/family/sign-in', { email: FAMILY })).status).toBe(303);
  const link = (await linksTo(FAMILY, before + 1)).at(-1)!;
  const used = await form(link);
  expect(used.status).toBe(303);
  setFamilyCookie(used.headers.get('set-cookie')!);
}
