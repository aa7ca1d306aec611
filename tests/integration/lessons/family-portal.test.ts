/**
 * The family portal over real HTTP (docs/requirements.md#family-portal), on SQLite or PostgreSQL: a family in
 * Sydney asks for a sign-in link, which a real SMTP server receives; the link signs in once; the page shows its
 * lessons in Sydney time; a notice of absence earns a credit, which books a make-up in the teacher's free time; the
 * calendar feed parses with ical.js and its address can be revoked. Links are rate-limited, expire and cannot be
 * reused; a family reaches only its own; a post from another site is refused.
 */
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { send } from '../../helpers/in-process';
import { CREDITS, LESSONS, moveLesson } from './support';
import {
  admin,
  FAMILY,
  form,
  ids,
  lessons,
  linksTo,
  page,
  server,
  setFamilyCookie,
  sink,
  sql,
  SYDNEY,
  useFamilyPortalServer,
} from './family-portal-world';

useFamilyPortalServer('f', true);

describe('signing in by a mailed link', () => {
  it('mails a link to a family’s address only, and answers the same for any address', async () => {
    const asked = await form('/family/sign-in', { email: '  Brooks.Family@Example.org ' });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/family?done=sent');
    const stranger = await form('/family/sign-in', { email: 'nobody@example.org' });
    expect(stranger.headers.get('location')).toBe('/family?done=sent');
    const [link] = await linksTo(FAMILY, 1);
    const mail = await simpleParser(sink.mails.find((m) => m.envelopeTo.includes(FAMILY))!.raw);
    expect(mail.replyTo?.text).toBe('office@school.test');
    expect(mail.subject).toMatch(/^Your sign-in link for /);
    expect(sink.mails.some((m) => m.envelopeTo.includes('nobody@example.org'))).toBe(false);
    const bad = await form('/family/sign-in', { email: 'not an email' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Enter a valid email address');

    // opening the link signs nobody in (a mail scanner may open it); the button does, once
    const opened = await page(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('set-cookie')).toBeNull();
    expect(await opened.text()).toContain('<button class="primary" type="submit">Sign in</button>');
    const used = await form(link);
    expect(used.status).toBe(303);
    expect(used.headers.get('location')).toBe('/family/home');
    const set = used.headers.get('set-cookie')!;
    expect(set).toMatch(/^family_sid=[\w-]{43}; Max-Age=2592000; Path=\/family; HttpOnly; SameSite=Lax/);
    setFamilyCookie(set);
    const again = await send(`${server.url}${link}`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('This sign-in link has been used or has expired');
  });

  it('refuses an expired or forged link, and a fourth link in fifteen minutes', async () => {
    await form('/family/sign-in', { email: FAMILY });
    const [, second] = await linksTo(FAMILY, 2);
    const linkId = second.split('/').pop()!.split('.')[0];
    await server.app.dataSource.query(sql('UPDATE family_sign_in_links SET expires_at = ? WHERE id = ?'), [
      server.app.dataSource.options.type === 'postgres'
        ? new Date(Date.now() - 1000)
        : new Date(Date.now() - 1000).toISOString().replace('T', ' ').replace('Z', ''),
      linkId,
    ]);
    expect((await send(`${server.url}${second}`, { method: 'POST', redirect: 'manual' })).status).toBe(410);
    const forged = `${second.slice(0, -4)}AAAA`;
    expect((await send(`${server.url}${forged}`, { method: 'POST', redirect: 'manual' })).status).toBe(410);
    expect((await form('/family/sign-in', { email: FAMILY })).status).toBe(303);
    const limited = await form('/family/sign-in', { email: FAMILY });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many sign-in links asked for');
    await linksTo(FAMILY, 3);
    expect(sink.mails.filter((m) => m.envelopeTo.includes(FAMILY))).toHaveLength(3);
  });
});

describe('the family page', () => {
  it('shows the family’s lessons in its own time, and nothing without a session', async () => {
    expect((await send(`${server.url}/family/home`, { redirect: 'manual' })).headers.get('location')).toBe('/family');
    const home = await page('/family/home');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-store');
    const html = await home.text();
    expect(html).toContain('Mia Brooks');
    expect(html).not.toContain('Arjun Rao');
    const first = DateTime.fromISO(lessons[0].startsAt, { zone: SYDNEY }).toFormat('ccc d LLL, HH:mm');
    expect(html).toContain(first); // 17:00 in London is 03:00 or 04:00 the next day in Sydney
    expect(html).toContain('Times are shown in Australia/Sydney');
    expect(html).not.toContain('<script');
  });

  it('takes a notice of absence: the lesson is marked and earns a credit; not for another family', async () => {
    const [first] = lessons;
    const noticed = await form(`/family/lessons/${first.id}/absence`);
    expect(noticed.headers.get('location')).toBe('/family/home?done=absence-credit');
    const credits = await admin(CREDITS, { id: ids.student });
    expect(credits.body.data.makeUpCredits).toMatchObject([{ state: 'AVAILABLE', lessonId: first.id }]);
    ids.credit = credits.body.data.makeUpCredits[0].id;
    const twice = await form(`/family/lessons/${first.id}/absence`);
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain('This lesson is marked already');
    const theirs = await form(`/family/lessons/${ids.otherLesson}/absence`);
    expect(theirs.status).toBe(404);
    const listed = await admin(LESSONS, {
      from: first.startsAt,
      to: DateTime.fromISO(first.startsAt).plus({ minutes: 1 }).toISO(),
      studentId: ids.other,
    });
    expect(listed.body.data.lessons).toEqual([]);
    // a lesson that has begun takes no notice
    await moveLesson(server.app.dataSource, lessons[1].id, new Date(Date.now() - 600_000));
    const late = await form(`/family/lessons/${lessons[1].id}/absence`);
    expect(late.status).toBe(400);
    expect(await late.text()).toContain('This lesson has started already');
  });

  it('books a make-up with the credit in the teacher’s free time, once', async () => {
    const slots = await page(`/family/make-up/${ids.credit}`);
    const html = await slots.text();
    const slot = /name="slot" value="([^"]+)"/.exec(html)![1];
    const booked = await form(`/family/make-up/${ids.credit}`, { slot });
    expect(booked.headers.get('location')).toBe('/family/home?done=make-up');
    const [startsAt] = slot.split(' ');
    const made = await admin(LESSONS, {
      from: startsAt,
      to: new Date(Date.parse(startsAt) + 60_000).toISOString(),
      studentId: ids.student,
    });
    expect(made.body.data.lessons).toHaveLength(1);
    const again = await form(`/family/make-up/${ids.credit}`, { slot });
    expect(again.status).toBe(400);
    expect((await admin(CREDITS, { id: ids.student })).body.data.makeUpCredits[0].state).toBe('USED');
    // another family's credit is not found
    expect((await page(`/family/make-up/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
  });

  it('gives a calendar feed a calendar app reads, and a new address revokes the old one', async () => {
    const html = await (await page('/family/home')).text();
    const feed = /id="feed" type="url" readonly value="https:\/\/school\.test([^"]+)"/.exec(html)![1];
    const answer = await send(`${server.url}${feed}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar/);
    const calendar = new ICAL.Component(ICAL.parse(await answer.text()));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const starts = events.map((event) => event.startDate.toJSDate().toISOString());
    expect(starts).toContain(new Date(lessons[2].startsAt).toISOString());
    expect(events.every((event) => /^lesson-[0-9a-f-]{36}@school\.test$/.test(event.uid))).toBe(true);
    expect(events.some((event) => event.summary === 'Guitar lesson with Tara')).toBe(true);
    expect((await form('/family/calendar/reset')).headers.get('location')).toBe('/family/home?done=calendar');
    expect((await send(`${server.url}${feed}`)).status).toBe(404);
  });

  it('refuses a post from another site, and signs out', async () => {
    const evil = await form(`/family/lessons/${lessons[3].id}/absence`, {}, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    const out = await form('/family/sign-out');
    expect(out.headers.get('location')).toBe('/family?done=signed-out');
    expect((await page('/family/home')).headers.get('location')).toBe('/family');
  });
});
