/**
 * An invoice as a PDF (docs/requirements.md#invoice-pdf) through the real HTTP routes, read back by PDF.js: the
 * family downloads its own issued invoice from the portal with everything the page shows (the school with its address
 * and tax id, the payer, the number and dates in the school's zone, every line, GST, the total, what is left, how to
 * pay, rupees as ₹ and a Devanagari name as written); another family's invoice and its own draft are not found.
 * Admins get any invoice, a draft marked DRAFT; a teacher is refused, a stranger asked to sign in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { send } from '../../helpers/in-process';
import { pdfLines } from '../../helpers/pdf-text';
import { NOTIFY_ENV, smtpSink, type SmtpSink } from '../notifications/support';
import { addTeacher } from '../lessons/support';
import { PDFS_IN_FLIGHT } from '../../../server/src/modules/billing/invoice-pdf';
import { ACTOR, at, billing, World, ZONE } from './billing-world';
import { familySignIn } from './family-sign-in';

const EMAIL = 'patel.family@example.org';
let server: TestApp;
let sink: SmtpSink;
const cookies: Record<'family' | 'admin' | 'teacher', string> = { family: '', admin: '', teacher: '' };
const ids: Record<'own' | 'other' | 'draft', string> = { own: '', other: '', draft: '' };
let number = '';

beforeAll(async () => {
  sink = await smtpSink();
  await sink.listen();
  server = await buildTestApp({
    env: { ...ADMIN_ENV, ...NOTIFY_ENV, SMTP_URL: sink.url, SESSION_SECRET: 'f'.repeat(40), SCHOOL_TIME_ZONE: ZONE },
    s3: false,
  });
  cookies.admin = await signIn(server.url);
  const teacher = await addTeacher((q, v) => gql(server.url, cookies.admin, q, v), 'Dev Anand', ZONE);
  // a teacher who signs in to the dashboard: a user of role teacher needs a teacher of the same email
  await gql(
    server.url,
    cookies.admin,
    'mutation($input: CreateTeacherInput!) { createTeacher(input: $input) { id } }',
    {
      input: { name: 'Mira Rao', email: 'mira@school.test', courses: ['guitar'], timeZone: ZONE },
    },
  );
  cookies.teacher = await addUser(server.url, cookies.admin, 'mira@school.test', 'teacher');
  const b = billing(server);
  const august = at('2026-08-10 10:00');
  await b.settings.set(
    {
      defaultCurrency: 'INR',
      taxLabel: 'GST',
      taxBp: 1800,
      siblingBp: 0,
      multiCourseBp: 0,
      billingDay: 1,
      dueDays: 14,
      fyStartMonth: 4,
      invoicePrefix: 'INV/',
      payInstructions: 'UPI: school@okbank\nor a transfer to account 1234',
      schoolAddress: '12 MG Road\nBengaluru 560001',
      taxId: '29ABCDE1234F1Z5',
    },
    ACTOR,
    august,
  );
  await b.fees.set(
    { course: 'guitar', kind: 'PER_LESSON', currency: 'INR', amount: 75_000, validFrom: '2026-09-01' },
    ACTOR,
    august,
  );
  const world = new World(server);
  const patel = world.family(EMAIL, 'Neha Patel');
  const other = world.family('other.family@example.org', 'Other Payer');
  const ananya = world.student(patel, 'अनन्या Patel');
  world.lesson(ananya, teacher, '2026-10-06 17:00', 'ATTENDED');
  world.lesson(ananya, teacher, '2026-10-13 17:00', 'ABSENT');
  world.lesson(ananya, teacher, '2026-11-03 17:00', 'ATTENDED');
  world.lesson(world.student(other, 'Zara Khan'), teacher, '2026-10-07 17:00', 'ATTENDED');
  await world.save();
  await b.run.draft('2026-10', ACTOR, at('2026-11-01 09:00'));
  // issued at 00:30 in Kolkata, still 31 October in UTC: the date printed is the school's
  await b.invoices.issueAll('2026-10', ACTOR, at('2026-11-01 00:30'));
  for (const invoice of await b.invoices.list({ period: '2026-10' }))
    ids[invoice.familyId === patel.id ? 'own' : 'other'] = invoice.id;
  number = `INV/2026-27/${String((await b.invoices.get(ids.own)).seq).padStart(4, '0')}`;
  await b.run.draft('2026-11', ACTOR, at('2026-12-01 09:00'));
  ids.draft = (await b.invoices.list({ period: '2026-11', familyId: patel.id }))[0].id;
  await b.ledger.recordPayment(
    {
      familyId: patel.id,
      amount: 50_000,
      currency: 'INR',
      method: 'UPI',
      reference: 'UTR 77',
      receivedOn: '2026-11-05',
    },
    ACTOR,
    at('2026-11-05 12:00'),
  );
  // the family signs in by the link mailed to it
  cookies.family = await familySignIn(server.url, sink, EMAIL);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await sink?.stop();
});

const fetchAs = (who: keyof typeof cookies | null, path: string) => get(`${server.url}${path}`, who && cookies[who]);

describe("the family's invoice as a PDF", () => {
  it('is linked from the invoice page, and needs no script', async () => {
    const page = await fetchAs('family', `/family/invoices/${ids.own}`);
    expect(page.body).toContain(`<a href="/family/invoices/${ids.own}.pdf" download>Download PDF</a>`);
  });

  it('downloads under its number, never cached, with all the invoice says', async () => {
    const answer = await fetchAs('family', `/family/invoices/${ids.own}.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const file = number.replaceAll('/', '-');
    expect(answer.headers.get('content-disposition')).toContain(`attachment; filename="${file}.pdf"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = await pdfLines(answer.raw);
    const text = lines.join('\n');
    for (const expected of [
      'Raagarambh Music School',
      '12 MG Road',
      'Bengaluru 560001',
      'Tax id: 29ABCDE1234F1Z5',
      // where families write: the school's published support address
      'support@raagarambh.example',
      `Invoice ${number}`,
      'Issued 1 November 2026',
      'Due 15 November 2026',
      'For Lessons of October 2026',
      'Currency INR',
      'Neha Patel',
      EMAIL,
      'Guitar lesson 2026-10-06 (अनन्या Patel) 1 ₹750.00 ₹750.00',
      'Subtotal ₹1,500.00',
      'GST 18% ₹270.00',
      'Total ₹1,770.00',
      'Amount left to pay ₹1,270.00',
      'How to pay',
      'UPI: school@okbank',
      'or a transfer to account 1234',
    ])
      expect(lines, `"${expected}" in:\n${text}`).toContain(expected);
    // a long description wraps between words, its amounts on its first line
    expect(lines).toContain('Guitar lesson 2026-10-13, missed without notice 1 ₹750.00 ₹750.00');
    expect(lines).toContain('(अनन्या Patel)');
    expect(text).not.toContain('DRAFT');
  });

  it("is not found for another family's invoice, a draft or a made-up id", async () => {
    for (const id of [ids.other, ids.draft, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const answer = await fetchAs('family', `/family/invoices/${id}.pdf`);
      expect(answer.status, id).toBe(404);
      expect(answer.body).not.toContain('%PDF');
    }
    expect((await fetchAs('family', `/family/invoices/${ids.draft}`)).status).toBe(404);
  });

  it('sends a visitor who is not signed in to sign in', async () => {
    const answer = await send(`${server.url}/family/invoices/${ids.own}.pdf`, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/family');
  });
});

describe("staff's invoice PDF", () => {
  it("gives an admin any family's invoice, and says so in the audit log", async () => {
    const answer = await fetchAs('admin', `/admin/invoices/${ids.other}.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const lines = await pdfLines(answer.raw);
    expect(lines).toContain('Other Payer');
    expect(lines).toContain('Guitar lesson 2026-10-07 (Zara Khan) 1 ₹750.00 ₹750.00');
    const log = await gql(server.url, cookies.admin, '{ auditLog(filter: { action: "export" }) { items { detail } } }');
    const details = ((log.body.data?.auditLog.items ?? []) as { detail: string }[]).map((item) => item.detail);
    expect(details.some((detail) => /^invoice PDF INV\/2026-27\/\d{4}$/.test(detail))).toBe(true);
  });

  it('marks a draft DRAFT, with no number and nothing issued', async () => {
    const answer = await fetchAs('admin', `/admin/invoices/${ids.draft}.pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('filename="draft-2026-11.pdf"');
    const lines = await pdfLines(answer.raw);
    expect(lines).toContain('DRAFT — not issued: not a demand for payment');
    expect(lines).toContain('Invoice Draft: no number yet');
    expect(lines).toContain('Issued Not issued');
    expect(lines).toContain('Guitar lesson 2026-11-03 (अनन्या Patel) 1 ₹750.00 ₹750.00');
  });

  it('refuses a teacher and asks a stranger to sign in', async () => {
    const teacher = await fetchAs('teacher', `/admin/invoices/${ids.own}.pdf`);
    expect(teacher.status).toBe(403);
    expect(teacher.headers.get('content-disposition')).toBeNull();
    const stranger = await fetchAs(null, `/admin/invoices/${ids.own}.pdf`);
    expect(stranger.status).toBe(401);
    expect(`${teacher.body}${stranger.body}`).not.toContain('%PDF');
    expect((await fetchAs('family', `/admin/invoices/${ids.own}.pdf`)).status).toBe(401);
  });

  it('refuses more downloads at once than it may hold, and serves again once they are read or dropped', async () => {
    const b = billing(server);
    const invoice = await b.invoices.get(ids.own);
    const school = { name: 'Raag School', contact: 'office@school.test' };
    // clients that do not read: each PDF holds its slot
    const held = await Promise.all(Array.from({ length: PDFS_IN_FLIGHT }, () => b.pdfs.render(invoice, school)));
    expect(b.pdfs.drawing).toBe(PDFS_IN_FLIGHT);
    const busy = await fetchAs('family', `/family/invoices/${ids.own}.pdf`);
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('5');
    held[0].destroy(); // a client that left
    for (const pdf of held.slice(1)) pdf.resume(); // read to the end
    await expect.poll(() => b.pdfs.drawing).toBe(0);
    const served = await fetchAs('family', `/family/invoices/${ids.own}.pdf`);
    expect(served.status).toBe(200);
    expect(served.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
