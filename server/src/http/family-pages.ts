/**
 * The family portal's pages (docs/requirements.md#family-portal): plain HTML from the server, no script at all, so
 * reading and every action work in any browser; a phone's width first, light and dark from the system setting.
 * Every value is escaped here; times are shown in the family's zone with luxon.
 */
import { allTimeZones, zoneName } from '@school/common';
import { DateTime } from 'luxon';
import type { PortalStudent } from '../modules/lessons/family-portal';
import type { Family, Lesson } from '../modules/lessons/lesson.entities';
import { escapeHtml as e } from '../modules/outbox';

const STYLE = `:root{color-scheme:light dark;--fg:#1b1b1f;--muted:#4f4f57;--bg:#fff;--card:#f4f4f7;--line:#d4d4da;--accent:#0b57d0;--ok:#146c2e;--bad:#b3261e}
@media (prefers-color-scheme:dark){:root{--fg:#ececf1;--muted:#b9b9c3;--bg:#121214;--card:#1e1e22;--line:#3a3a42;--accent:#a8c7fa;--ok:#6dd58c;--bad:#ffb4ab}}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
header,main{max-width:44rem;margin:0 auto;padding:1rem}header{display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap;border-bottom:1px solid var(--line)}
a{color:var(--accent)}h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.25rem;margin:1.5rem 0 .5rem}h3{font-size:1.05rem;margin:1rem 0 .25rem}
section{background:var(--card);border-radius:.75rem;padding:1rem;margin:1rem 0}ul{list-style:none;margin:0;padding:0}li{padding:.5rem 0;border-top:1px solid var(--line)}li:first-child{border-top:0}
.muted{color:var(--muted)}.note{white-space:pre-wrap;overflow-wrap:anywhere}.ok{color:var(--ok);font-weight:600}.bad{color:var(--bad);font-weight:600}
form{display:inline}button,input{font:inherit}button{min-height:44px;padding:.5rem 1rem;border-radius:.5rem;border:1px solid var(--accent);background:transparent;color:var(--accent);cursor:pointer}
button.primary{background:var(--accent);color:var(--bg)}label{display:block;font-weight:600;margin:.5rem 0 .25rem}
input[type=email],input[type=url],select{width:100%;min-height:44px;padding:.5rem;border:1px solid var(--muted);border-radius:.5rem;background:var(--bg);color:var(--fg)}
.row{display:flex;gap:.5rem;flex-wrap:wrap;align-items:center}.times{display:flex;gap:.5rem;flex-wrap:wrap;margin:.25rem 0 .75rem}`;

export interface Chrome {
  schoolName: string;
  signedIn: boolean;
}

/** A whole page: the school's name, the sign-out button when signed in, and the content. */
export function page(chrome: Chrome, title: string, body: string): string {
  const signOut = chrome.signedIn
    ? '<form method="post" action="/family/sign-out"><button type="submit">Sign out</button></form>'
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${e(title)} · ${e(chrome.schoolName)}</title><style>${STYLE}</style></head>
<body><header><a href="/">${e(chrome.schoolName)}</a>${signOut}</header><main id="main">${body}</main></body></html>`;
}

export const message = (text: string, kind: 'ok' | 'bad' = 'ok') =>
  `<p class="${kind}" role="${kind === 'bad' ? 'alert' : 'status'}">${e(text)}</p>`;

/** The sign-in page: the email form, with a message above it. */
export function signInBody(note = '', email = ''): string {
  return `<h1>Your family page</h1>${note}
<p>Your children's lessons, their teachers' notes, make-up credits and absences, in one place. We mail you a link to sign in: no password.</p>
<form method="post" action="/family/sign-in" style="display:block">
<label for="email">Your email (the one the school writes to)</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${e(email)}">
<p><button class="primary" type="submit">Mail me a sign-in link</button></p></form>`;
}

/** The page a mailed link opens: one button, so a mail scanner following the link signs nobody in. */
export function confirmBody(action: string): string {
  return `<h1>Sign in to your family page</h1>
<form method="post" action="${e(action)}" style="display:block"><p><button class="primary" type="submit">Sign in</button></p></form>`;
}

/** The zone page: every zone, the family's chosen. */
export function zoneBody(current: string, note = ''): string {
  const zones = allTimeZones();
  const options = (zones.includes(current) ? zones : [current, ...zones])
    .map((zone) => `<option value="${e(zone)}"${zone === current ? ' selected' : ''}>${e(zoneName(zone))}</option>`)
    .join('');
  return `<h1>Your time zone</h1>${note}
<p>Your family page, our mails and your calendar show lesson times in this zone. Lessons stay at your teacher's time: only how they read changes.</p>
<form method="post" action="/family/zone" style="display:block"><label for="zone">Time zone</label>
<select id="zone" name="timeZone">${options}</select>
<p><button class="primary" type="submit">Save</button></p></form>
<p><a href="/family/home">Back to your family page</a></p>`;
}

const STATUS: Record<string, string> = {
  ATTENDED: 'Attended',
  ABSENT_WITH_NOTICE: 'Absent, with notice',
  ABSENT: 'Absent',
  CANCELLED_BY_SCHOOL: 'Cancelled by the school',
};
export const when = (zone: string, at: Date) => DateTime.fromJSDate(at, { zone }).toFormat('ccc d LLL, HH:mm');
const course = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

function upcomingItem(family: Family, lesson: Lesson, teacher: string, moved: boolean): string {
  const moves = moved
    ? '<br><span class="muted">Clocks change before this one (yours or your teacher’s): your time moves this week.</span>'
    : '';
  const state =
    lesson.status === 'SCHEDULED'
      ? `<form method="post" action="/family/lessons/${e(lesson.id)}/absence"><button type="submit" aria-label="We cannot come on ${e(when(family.timeZone, lesson.startsAt))}">We cannot come</button></form>`
      : `<span class="muted">${e(STATUS[lesson.status] ?? lesson.status)}</span>`;
  const note = lesson.note ? `<div class="note">${e(lesson.note)}</div>` : '';
  return `<li><div class="row"><strong>${e(when(family.timeZone, lesson.startsAt))}</strong> <span>${e(course(lesson.course))} with ${e(teacher)}${lesson.makeupFor ? ' (make-up)' : ''}</span></div>${moves}<div>${state}</div>${note}</li>`;
}

function pastItem(family: Family, lesson: Lesson, teacher: string): string {
  const status = STATUS[lesson.status] ?? 'Not marked yet';
  const note = lesson.note ? `<div class="note">${e(lesson.note)}</div>` : '';
  return `<li><div class="row"><strong>${e(when(family.timeZone, lesson.startsAt))}</strong> <span>${e(course(lesson.course))} with ${e(teacher)}</span></div><div>${e(status)}</div>${note}</li>`;
}

/** One student's part of the home page: lessons to come (with notice of absence), make-up credits, past lessons. */
export function studentSection(family: Family, part: PortalStudent, teachers: Map<string, string>, now: Date) {
  const upcoming = part.lessons.filter((l) => l.endsAt.getTime() > now.getTime()).slice(0, 12);
  const past = part.lessons.filter((l) => l.endsAt.getTime() <= now.getTime()).reverse();
  const usual = new Map<string, string>();
  const items = upcoming.map((lesson) => {
    const local = DateTime.fromJSDate(lesson.startsAt, { zone: family.timeZone }).toFormat('ccc HH:mm');
    const plan = lesson.planId ?? '';
    if (plan && !usual.has(plan)) usual.set(plan, local);
    const moved = Boolean(plan) && usual.get(plan) !== local;
    return upcomingItem(family, lesson, teachers.get(lesson.teacherId) ?? 'your teacher', moved);
  });
  const available = part.credits.filter((c) => c.state === 'AVAILABLE');
  const credits = available.length
    ? `<ul>${available
        .map(
          (c) =>
            `<li>A make-up for the lesson you missed, to book before ${e(when(family.timeZone, c.expiresAt))}. <a href="/family/make-up/${e(c.id)}">Book a make-up</a></li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">No make-up credits to use.</p>';
  const name = e(part.student.name);
  return `<section aria-labelledby="s-${e(part.student.id)}"><h2 id="s-${e(part.student.id)}">${name}</h2>
<h3>Coming up</h3>${items.length ? `<ul>${items.join('')}</ul>` : '<p class="muted">No lessons in the next weeks.</p>'}
<h3>Make-up credits: ${available.length} to use</h3>${credits}
<h3>Past lessons and notes</h3>${past.length ? `<ul>${past.map((l) => pastItem(family, l, teachers.get(l.teacherId) ?? 'your teacher')).join('')}</ul>` : '<p class="muted">No lessons yet.</p>'}
</section>`;
}
