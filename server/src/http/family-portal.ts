/**
 * The family portal's routes (docs/requirements.md#family-portal), all under /family: the sign-in form and the
 * mailed link (GET shows one button, POST signs in, so a mail scanner opening the link uses nothing), the home page,
 * notice of absence, make-up booking, the family's time zone, the calendar feed and its reset, sign-out. Forms post and answer 303 back (a
 * reload sends nothing); a refusal shows the page again with the reason. The session cookie is HttpOnly,
 * SameSite=Lax, Path=/family; a post from another site's page is refused by its Origin.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import ical, { ICalEventStatus } from 'ical-generator';
import { zoneName } from '@school/common';
import type { Env } from '../config/env';
import { AppError, ForbiddenError } from '../errors';
import { LinkNotValid, PORTAL, type FamilyPortal } from '../modules/lessons/family-portal';
import type { Family, LessonStatus } from '../modules/lessons/lesson.entities';
import { lessonUid } from '../modules/lessons/lesson-letters';
import { familySignInPath } from '../modules/lessons/portal-mail';
import type { SchoolContacts } from '../modules/school-contact';
import { asRecord } from '../modules/submission';
import { confirmBody, message, page, signInBody, studentSection, when, zoneBody } from './family-pages';

const COOKIE = 'family_sid';
const COOKIE_ATTRIBUTES = { httpOnly: true, sameSite: 'lax', path: '/family', secure: 'auto' } as const;
const DONE: Record<string, string> = {
  sent: `If this email belongs to a family of ours, a sign-in link is on its way. It works once, for ${PORTAL.linkMinutes} minutes.`,
  'signed-out': 'You are signed out.',
  'absence-credit':
    'Thank you for telling us. The lesson is marked absent with notice, and it earned a make-up credit.',
  absence:
    'Thank you for telling us. The lesson is marked absent with notice. It earned no make-up credit (too late for the notice the school asks, or this term’s credits are used).',
  'make-up': 'Your make-up lesson is booked: it is in your lessons below.',
  calendar: 'Your calendar has a new address: the old one no longer works. Subscribe again with the new one.',
  zone: 'Your time zone is saved: the times below are in it.',
};
const NOT_HAD = new Set<LessonStatus>(['CANCELLED_BY_SCHOOL', 'ABSENT_WITH_NOTICE']);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What every portal route uses: the page chrome, an HTML answer, the same-site check, the signed-in family. */
export function portalTools(portal: FamilyPortal, env: Env, school: SchoolContacts) {
  const ours = new Set([new URL(env.notifications.publicUrl).origin, ...env.corsOrigins]);
  const cookieOf = (request: FastifyRequest) =>
    request.headers.cookie ? request.server.parseCookie(request.headers.cookie)[COOKIE] || null : null;
  return {
    chrome: async (signedIn: boolean) => ({ schoolName: (await school.current()).name, signedIn }),
    html: (reply: FastifyReply, body: string, status = 200) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .header('x-robots-tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(body),
    cookieOf,
    sameSite: (request: FastifyRequest) => {
      const origin = request.headers.origin;
      if (origin !== undefined && !ours.has(origin) && origin !== `${request.protocol}://${request.host}`)
        throw new ForbiddenError('This request came from another site');
    },
    signedIn: (request: FastifyRequest) => portal.familyOf(cookieOf(request)),
  };
}

export function registerFamilyPortal(app: FastifyInstance, portal: FamilyPortal, env: Env, school: SchoolContacts) {
  const { chrome, html, cookieOf, sameSite, signedIn } = portalTools(portal, env, school);
  const toHome = (reply: FastifyReply, done: string) => reply.redirect(`/family/home?done=${done}`, 303);

  async function home(reply: FastifyReply, family: Family, note = '', status = 200) {
    const now = new Date();
    const parts = await portal.view(family, now);
    const teachers = await portal.teacherNames(parts.flatMap((p) => p.lessons.map((l) => l.teacherId)));
    const feed = `${env.notifications.publicUrl}/family/calendar/${portal.keys.calendarToken(family.id, family.calendarVersion)}.ics`;
    const body = `<h1>Your family page</h1>${note}
<p class="muted">Times are shown in ${zoneName(family.timeZone)} (<a href="/family/zone">change</a>). Lessons are set in your teacher’s time: when clocks change where you or your teacher live, your time can move by an hour; those weeks are marked.</p>
${parts.length ? parts.map((part) => studentSection(family, part, teachers, now)).join('') : '<p>No students yet.</p>'}
<section aria-labelledby="calendar"><h2 id="calendar">Your lessons in your calendar</h2>
<label for="feed">Subscribe to this address in your calendar app (Google, Apple, Outlook): it stays up to date.</label>
<input id="feed" type="url" readonly value="${feed.replace(/"/g, '&quot;')}">
<p class="row"><a href="${feed.replace(/^https?:/, 'webcal:').replace(/"/g, '&quot;')}">Subscribe</a>
<form method="post" action="/family/calendar/reset"><button type="submit">Make a new address</button></form></p>
<p class="muted">Anyone with the address sees your lessons: make a new one if it got out; the old one stops working.</p></section>
<p><a href="/family/invoices">Invoices and payments</a></p>`;
    return html(reply, page(await chrome(true), 'Your family page', body), status);
  }

  const refused = (error: unknown) => {
    if (error instanceof AppError && error.httpStatus < 500) return error;
    throw error;
  };

  app.get<{ Querystring: { done?: string } }>('/family', async (request, reply) => {
    if (await signedIn(request)) return reply.redirect('/family/home', 303);
    const done = DONE[text(request.query.done)];
    return html(reply, page(await chrome(false), 'Sign in', signInBody(done ? message(done) : '')));
  });

  app.post('/family/sign-in', async (request, reply) => {
    sameSite(request);
    const email = text(asRecord(request.body).email);
    try {
      await portal.requestLink(email, request.ip);
    } catch (error) {
      const problem = refused(error);
      return html(
        reply,
        page(await chrome(false), 'Sign in', signInBody(message(problem.message, 'bad'), email)),
        problem.httpStatus,
      );
    }
    return reply.redirect('/family?done=sent', 303);
  });

  app.get<{ Params: { token: string } }>('/family/sign-in/:token', async (request, reply) =>
    html(reply, page(await chrome(false), 'Sign in', confirmBody(familySignInPath(request.params.token)))),
  );

  app.post<{ Params: { token: string } }>('/family/sign-in/:token', async (request, reply) => {
    sameSite(request);
    try {
      const session = await portal.signIn(request.params.token);
      reply.setCookie(COOKIE, session.token, { ...COOKIE_ATTRIBUTES, maxAge: session.maxAgeSeconds });
      return reply.redirect('/family/home', 303);
    } catch (error) {
      if (!(error instanceof LinkNotValid)) throw error;
      const note = message('This sign-in link has been used or has expired. Ask for a new one below.', 'bad');
      return html(reply, page(await chrome(false), 'Sign in', signInBody(note)), 410);
    }
  });

  app.get<{ Querystring: { done?: string } }>('/family/home', async (request, reply) => {
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    const done = DONE[text(request.query.done)];
    return home(reply, family, done ? message(done) : '');
  });

  app.post<{ Params: { id: string } }>('/family/lessons/:id/absence', async (request, reply) => {
    sameSite(request);
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    try {
      const earned = await portal.notice(family, request.params.id, request.ip);
      return toHome(reply, earned ? 'absence-credit' : 'absence');
    } catch (error) {
      const problem = refused(error);
      return home(reply, family, message(problem.message, 'bad'), problem.httpStatus);
    }
  });

  async function slotsPage(reply: FastifyReply, family: Family, creditId: string, note = '', status = 200) {
    const slots = await portal.makeUpSlots(family, creditId);
    const days = new Map<string, string[]>();
    for (const slot of slots.slice(0, 300)) {
      const [day, time] = when(family.timeZone, slot.startsAt).split(', ');
      const button = `<form method="post" action="/family/make-up/${creditId}"><input type="hidden" name="slot" value="${slot.startsAt.toISOString()} ${slot.teacherId}"><button type="submit" aria-label="Book ${day}, ${time}">${time}</button></form>`;
      days.set(day, [...(days.get(day) ?? []), button]);
    }
    const list = [...days].map(([day, buttons]) => `<h3>${day}</h3><div class="times">${buttons.join('')}</div>`);
    const body = `<h1>Book a make-up</h1>${note}<p>Your teacher’s free times, in ${zoneName(family.timeZone)}. Choose one to book it.</p>
${list.length ? list.join('') : '<p>No free times before this credit runs out. Write to the school and we will find one.</p>'}
<p><a href="/family/home">Back to your family page</a></p>`;
    return html(reply, page(await chrome(true), 'Book a make-up', body), status);
  }

  app.get<{ Params: { id: string } }>('/family/make-up/:id', async (request, reply) => {
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    try {
      return await slotsPage(reply, family, request.params.id);
    } catch (error) {
      const problem = refused(error);
      return home(reply, family, message(problem.message, 'bad'), problem.httpStatus);
    }
  });

  app.post<{ Params: { id: string } }>('/family/make-up/:id', async (request, reply) => {
    sameSite(request);
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    const [at, teacherId] = text(asRecord(request.body).slot).split(' ');
    try {
      await portal.bookMakeUp(family, request.params.id, new Date(at ?? ''), teacherId || null, request.ip);
      return toHome(reply, 'make-up');
    } catch (error) {
      const problem = refused(error);
      return slotsPage(reply, family, request.params.id, message(problem.message, 'bad'), problem.httpStatus);
    }
  });

  app.get('/family/zone', async (request, reply) => {
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    return html(reply, page(await chrome(true), 'Your time zone', zoneBody(family.timeZone)));
  });

  app.post('/family/zone', async (request, reply) => {
    sameSite(request);
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    try {
      await portal.setZone(family, text(asRecord(request.body).timeZone), request.ip);
      return toHome(reply, 'zone');
    } catch (error) {
      const problem = refused(error);
      const body = zoneBody(family.timeZone, message(problem.message, 'bad'));
      return html(reply, page(await chrome(true), 'Your time zone', body), problem.httpStatus);
    }
  });

  app.post('/family/calendar/reset', async (request, reply) => {
    sameSite(request);
    const family = await signedIn(request);
    if (!family) return reply.redirect('/family', 303);
    await portal.resetCalendar(family);
    return toHome(reply, 'calendar');
  });

  app.post('/family/sign-out', async (request, reply) => {
    sameSite(request);
    const token = cookieOf(request);
    if (token) await portal.signOut(token);
    reply.clearCookie(COOKIE, COOKIE_ATTRIBUTES);
    return reply.redirect('/family?done=signed-out', 303);
  });

  app.get<{ Params: { file: string } }>('/family/calendar/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const family = request.params.file.endsWith('.ics') ? await portal.calendarFamily(token) : null;
    if (!family)
      return reply.code(404).header('cache-control', 'no-store').send('This calendar address is not valid any more.');
    const lessons = await portal.feedLessons(family);
    const teachers = await portal.teacherNames(lessons.map((l) => l.teacherId));
    const calendar = ical({ name: `Lessons at ${(await school.current()).name}`, ttl: 3600 });
    for (const lesson of lessons)
      calendar.createEvent({
        id: lessonUid(lesson.id, env.notifications.publicUrl),
        sequence: lesson.sequence,
        start: lesson.startsAt,
        end: lesson.endsAt,
        summary: `${lesson.course.charAt(0).toUpperCase()}${lesson.course.slice(1)} lesson with ${teachers.get(lesson.teacherId) ?? 'your teacher'}`,
        // a lesson the family will not have: cancelled by the school, or missed with notice
        status: NOT_HAD.has(lesson.status) ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        url: `${env.notifications.publicUrl}/family/home`,
      });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(calendar.toString());
  });
}
