/**
 * The dashboard for action: every card's count is the total of the list it opens (its own filter run
 * through the list query), with spam rows present and across a school-day boundary (Asia/Kolkata, or the
 * offset zone of TEST_SCHOOL_CLOCK: tests/helpers/school-clock.ts).
 */
import { randomUUID } from 'node:crypto';
import { startOfDay, zonedDay } from '@school/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { SCHOOL_ZONE } from '../../helpers/school-clock';
import { ago, HOUR, seed, table } from './support';

const ZONE = SCHOOL_ZONE;
let server: TestApp;
let cookie: string;
const at: Record<string, string> = {};
let lateYesterdayAt: Date;

interface Card {
  key: string;
  resource: string;
  label: string;
  count: number;
  filter: string;
}

const LISTS: Record<string, [query: string, filter: string]> = {
  'trial-requests': ['trialRequests', 'TrialRequestFilter'],
  'contact-messages': ['contactMessages', 'ContactMessageFilter'],
  'teacher-applications': ['teacherApplications', 'TeacherApplicationFilter'],
};

async function listed(as: string, card: Card): Promise<{ total: number; ids: string[] }> {
  const [field, type] = LISTS[card.resource];
  const answer = await gql(
    server.url,
    as,
    `query($filter: ${type}) { ${field}(filter: $filter, params: {perPage: 500}) { total items { id } } }`,
    { filter: JSON.parse(card.filter) },
  );
  const page = answer.body.data[field];
  return { total: page.total, ids: page.items.map((item: { id: string }) => item.id) };
}

async function overview(as: string): Promise<{ since: string | null; cards: Card[] }> {
  const answer = await gql(
    server.url,
    as,
    '{ triageOverview { schoolTimeZone since cards { key resource label count filter } } }',
  );
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data.triageOverview.schoolTimeZone).toBe(ZONE);
  return answer.body.data.triageOverview;
}

beforeAll(async () => {
  server = await buildTestApp({ env: { ...ADMIN_ENV, SCHOOL_TIME_ZONE: ZONE } });
  await signIn(server.url); // the first visit
  const midnight = startOfDay(new Date(), ZONE);
  const day = 24 * HOUR;
  const half = HOUR / 2;
  lateYesterdayAt = new Date(midnight.getTime() - half);
  [at.lateYesterday, at.earlyToday] = await seed(server, 'trial-request', [
    { name: 'Late Yesterday', createdAt: new Date(midnight.getTime() - half) }, // 23:30 school time
    { name: 'Early Today', createdAt: new Date(midnight.getTime() + half) }, // 00:30 school time
  ]);
  [at.stalled] = await seed(server, 'trial-request', [{ name: 'Waiting Long', createdAt: ago(2 * day) }]);
  [at.contactedLong, at.contactedRecently] = await seed(server, 'trial-request', [
    { name: 'Called Long Ago', createdAt: ago(9 * day), status: 'contacted', statusChangedAt: ago(4 * day) },
    { name: 'Called Lately', createdAt: ago(9 * day), status: 'contacted', statusChangedAt: ago(2 * day) },
  ]);
  // spam everywhere a card looks: today, new, stalled, contacted long ago
  await seed(server, 'trial-request', [
    { name: 'Spam Today', createdAt: new Date(midnight.getTime() + half), spam: true },
    { name: 'Spam Old', createdAt: ago(3 * day), spam: true },
    { name: 'Spam Contacted', createdAt: ago(9 * day), status: 'contacted', statusChangedAt: ago(5 * day), spam: true },
  ]);
  await seed(server, 'contact-message', [
    { createdAt: new Date(midnight.getTime() - half) },
    { createdAt: new Date(midnight.getTime() + half) },
    { createdAt: new Date(midnight.getTime() + half), spam: true },
    { createdAt: ago(3 * day), status: 'replied' },
  ]);
  await seed(server, 'teacher-application', [
    { createdAt: new Date(midnight.getTime() + half) },
    { createdAt: ago(3 * day), spam: true },
  ]);
  cookie = await signIn(server.url); // the second visit: "since your last visit" starts at the first
  [at.sinceVisit] = await seed(server, 'trial-request', [{ name: 'After Visit', createdAt: new Date() }]);
});
afterAll(async () => {
  await server?.stop();
});

describe('triageOverview', () => {
  it('gives every card the total of its own list, spam left out of both', async () => {
    const { since, cards } = await overview(cookie);
    expect(since).not.toBeNull();
    expect(cards.map((card) => card.key)).toEqual([
      'trial-requests.new',
      'trial-requests.today',
      'trial-requests.sinceLastVisit',
      'trial-requests.stalledNew',
      'trial-requests.stalledContacted',
      'contact-messages.new',
      'contact-messages.today',
      'contact-messages.sinceLastVisit',
      'teacher-applications.new',
      'teacher-applications.today',
      'teacher-applications.sinceLastVisit',
    ]);
    for (const card of cards) {
      const list = await listed(cookie, card);
      expect(list.total, card.key).toBe(card.count);
      expect(list.ids, card.key).toHaveLength(card.count);
    }
    const count = (key: string) => cards.find((card) => card.key === key)!.count;
    // new: 23:30, 00:30, stalled, after-visit (no spam)
    expect(count('trial-requests.new')).toBe(4);
    // stalled: the one waiting two days, and 23:30 yesterday too once it is 23:30 today (the cut is now - 24 h)
    const stalledCut = Date.parse(
      JSON.parse(cards.find((card) => card.key === 'trial-requests.stalledNew')!.filter).createdTo,
    );
    expect(count('trial-requests.stalledNew')).toBe(lateYesterdayAt.getTime() <= stalledCut ? 2 : 1);
    expect(count('trial-requests.stalledContacted')).toBe(1);
    expect(count('trial-requests.sinceLastVisit')).toBe(1);
    expect(count('contact-messages.new')).toBe(2);
    expect(count('teacher-applications.new')).toBe(1);
  });

  it('counts 00:30 school time as today and 23:30 as yesterday', async () => {
    const { cards } = await overview(cookie);
    const today = cards.find((card) => card.key === 'trial-requests.today')!;
    const list = await listed(cookie, today);
    expect(list.ids).toContain(at.earlyToday);
    expect(list.ids).not.toContain(at.lateYesterday);
    expect(today.label).toBe('New today');
    expect(JSON.parse(today.filter)).toEqual({ createdFrom: startOfDay(new Date(), ZONE).toISOString() });
    const stalled = await listed(
      cookie,
      cards.find((card) => card.key === 'trial-requests.stalledContacted')!,
    );
    expect(stalled.ids).toEqual([at.contactedLong]);
    const since = await listed(
      cookie,
      cards.find((card) => card.key === 'trial-requests.sinceLastVisit')!,
    );
    expect(since.ids).toEqual([at.sinceVisit]);
  });

  it('shows a recruiter the teacher application cards only', async () => {
    const recruiter = await addUser(server.url, cookie, 'recruiter@school.test', 'recruiter');
    const { since, cards } = await overview(recruiter);
    expect(since).toBeNull(); // a first visit
    expect(cards.map((card) => card.key)).toEqual(['teacher-applications.new', 'teacher-applications.today']);
    for (const card of cards) expect((await listed(recruiter, card)).total).toBe(card.count);
  });
});

describe('dashboardSummary and dashboardSettings', () => {
  it('counts visits by school day and names the zone', async () => {
    // around yesterday's midnight, so every view is in the past whenever the test runs
    const midnight = startOfDay(new Date(), ZONE, -1);
    const views = table(server, 'page-view');
    await views.insert([
      { id: randomUUID(), page: '/Courses', createdAt: new Date(midnight.getTime() - HOUR / 2) },
      { id: randomUUID(), page: '/Courses', createdAt: new Date(midnight.getTime() + HOUR / 2) },
      { id: randomUUID(), page: '/Trial', createdAt: new Date(midnight.getTime() + HOUR) },
    ]);
    const answer = await gql(
      server.url,
      cookie,
      '{ dashboardSettings { schoolTimeZone now } dashboardSummary { newTrialRequests visitsLast30Days { day count } } }',
    );
    const { dashboardSettings, dashboardSummary } = answer.body.data;
    expect(dashboardSettings.schoolTimeZone).toBe(ZONE);
    expect(Math.abs(Date.parse(dashboardSettings.now) - Date.now())).toBeLessThan(60_000);
    expect(dashboardSummary.newTrialRequests).toBe(4);
    const days = dashboardSummary.visitsLast30Days as { day: string; count: number }[];
    expect(days).toHaveLength(30);
    expect(days.at(-2)).toEqual({ day: zonedDay(midnight, ZONE), count: 2 });
    expect(days.at(-3)).toEqual({ day: zonedDay(new Date(midnight.getTime() - HOUR), ZONE), count: 1 });
  });
});
