/**
 * The billing calendar (docs/requirements.md#billing-schedule) on a real database, mailing through a real SMTP
 * server: from the billing day, last month's run drafts once however often instances look; an unpaid invoice is
 * reminded three days before it is due and the day after, each reminder once, with what is left to pay; a family
 * that paid in full is not reminded.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { NOTIFY_ENV, smtpSink, type SmtpSink } from '../notifications/support';
import { addTeacher } from '../lessons/support';
import { reminderStage } from '../../../server/src/modules/billing/billing-schedule';
import { ACTOR, at, billing, World, ZONE } from './billing-world';

let server: TestApp;
let sink: SmtpSink;
const families: Record<string, string> = {};

async function mailsTo(email: string): Promise<ParsedMail[]> {
  await server.app.mailWorker.settled();
  return Promise.all(sink.mails.filter((m) => m.envelopeTo.includes(email)).map((m) => simpleParser(m.raw)));
}

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await buildTestApp({
    env: {
      ...ADMIN_ENV,
      ...NOTIFY_ENV,
      SMTP_URL: sink.url,
      SCHOOL_REPLY_TO: 'office@school.test',
      SESSION_SECRET: 's'.repeat(40),
      SCHOOL_TIME_ZONE: ZONE,
    },
    s3: false,
  });
  const cookie = await signIn(server.url);
  const teacher = await addTeacher((q, v) => gql(server.url, cookie, q, v), 'Uma Iyer', ZONE);
  const b = billing(server);
  const august = at('2026-08-10 10:00');
  const settings = { ...(await b.settings.get()), billingDay: 3, dueDays: 10 };
  await b.settings.set(settings, ACTOR, august);
  await b.fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'INR', amount: 60_000, validFrom: '2026-09-01' },
    ACTOR,
    august,
  );
  const world = new World(server);
  for (const name of ['owes', 'pays']) {
    const family = world.family(`${name}@example.org`, `${name} family`);
    families[name] = family.id;
    world.lesson(world.student(family, `Student ${name}`), teacher, '2026-10-06 17:00', 'ATTENDED');
  }
  await world.save();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

describe('the billing day', () => {
  it('drafts last month from the billing day on, once however often it looks', async () => {
    const b = billing(server);
    expect((await b.schedule.runOnce(at('2026-11-02 09:00'))).ran).toBeNull(); // before the 3rd
    expect((await b.schedule.runOnce(at('2026-11-03 06:00'))).ran).toBe('2026-10');
    expect(await server.db.count('invoices')).toBe(2);
    expect((await b.schedule.runOnce(at('2026-11-03 06:05'))).ran).toBeNull();
    expect(await server.db.count('invoices')).toBe(2);
    await b.invoices.issueAll('2026-10', ACTOR, at('2026-11-04 10:00')); // due on the 14th
  });
});

describe('reminders', () => {
  it('remind an unpaid invoice before and after its due date, each once, and not a paid one', async () => {
    const b = billing(server);
    const [paid] = await b.invoices.list({ familyId: families.pays });
    await b.ledger.recordPayment(
      {
        familyId: families.pays,
        invoiceId: paid.id,
        amount: paid.total,
        currency: 'INR',
        method: 'CASH',
        receivedOn: '2026-11-05',
      },
      ACTOR,
      at('2026-11-05 10:00'),
    );
    await b.schedule.runOnce(at('2026-11-10 09:00')); // four days before: none yet
    await b.schedule.runOnce(at('2026-11-11 09:00'));
    await b.schedule.runOnce(at('2026-11-11 09:05'));
    const [owed] = await b.invoices.list({ familyId: families.owes });
    const number = `INV/2026-27/000${owed.seq}`;
    let mails = (await mailsTo('owes@example.org')).map((m) => m.subject);
    expect(mails).toEqual([`Invoice ${number} due on 14 November 2026`]);
    await b.schedule.runOnce(at('2026-11-14 20:00')); // the due date itself: none
    await b.schedule.runOnce(at('2026-11-15 09:00'));
    await b.schedule.runOnce(at('2026-11-15 09:05'));
    const all = await mailsTo('owes@example.org');
    mails = all.map((m) => m.subject);
    expect(mails).toEqual([`Invoice ${number} due on 14 November 2026`, `Overdue: invoice ${number}, ₹600.00`]);
    expect(all[1].text).toContain(`Invoice ${number} was due on 14 November 2026: ₹600.00 is still to pay.`);
    expect(all[1].replyTo?.text).toBe('office@school.test');
    expect((await mailsTo('pays@example.org')).map((m) => m.subject).filter((s) => !s?.startsWith('Payment'))).toEqual(
      [],
    );
  });

  it('come before the due date, the day after it, then every week, three at most', () => {
    const timing = { daysBefore: 3, overdueEveryDays: 7 };
    const stages = [
      '2026-11-10',
      '2026-11-11',
      '2026-11-14',
      '2026-11-15',
      '2026-11-21',
      '2026-11-22',
      '2026-11-29',
      '2026-12-06',
    ].map((day) => reminderStage('2026-11-14', day, timing));
    expect(stages).toEqual([null, 'due', null, 'overdue-1', 'overdue-1', 'overdue-2', 'overdue-3', null]);
    expect(reminderStage('2026-11-14', '2026-11-13', { daysBefore: 0, overdueEveryDays: 0 })).toBeNull();
    expect(reminderStage('2026-11-14', '2026-11-20', { daysBefore: 0, overdueEveryDays: 0 })).toBeNull();
  });
});
