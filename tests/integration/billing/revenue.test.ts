/**
 * Revenue (docs/requirements.md#billing-reports) on a real database, in the world of money-world.ts: by month,
 * course and teacher per currency, net of tax, discounts and credit notes as rows of their own, payments by the
 * month they came; the CSV file says the same; a teacher and a visitor are refused both reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, gql } from '../../helpers/admin';
import { csvLines, moneyWorld, type MoneyWorld } from './money-world';

let w: MoneyWorld;
beforeAll(async () => {
  w = await moneyWorld();
}, 120_000);
afterAll(() => w?.server.stop());

const AGEING = `query($asOf: String) { billingAgeing(asOf: $asOf) {
  asOf
  rows { familyId familyName currency owed notDue days1to30 days31to60 days61to90 over90 oldestDue }
  credits { familyId familyName currency credit }
  totals { currency owed families credit creditFamilies notDue days1to30 days31to60 days61to90 over90 }
} }`;

const REVENUE = `query($from: String!, $to: String!) { billingRevenue(from: $from, to: $to) {
  from to
  months { month currency charges discounts credited revenue tax invoiced received refunded }
  byCourse { currency key label amount }
  byTeacher { currency key label amount }
} }`;

const zero = { charges: 0, discounts: 0, credited: 0, revenue: 0, tax: 0, invoiced: 0, received: 0, refunded: 0 };

describe('revenue', () => {
  it('adds up by month, course and teacher per currency: net of tax, discounts and credit notes their own rows', async () => {
    const answer = await w.admin(REVENUE, { from: '2026-11', to: '2027-03' });
    expect(answer.body.errors).toBeUndefined();
    const revenue = answer.body.data.billingRevenue;
    const months = (currency: string) =>
      revenue.months
        .filter((m: { currency: string }) => m.currency === currency)
        .map(({ currency: _, ...m }: Record<string, unknown>) => m);
    // £80.00 of lessons; the £10.00 credit note is £8.47 and £1.53 of its GST (18/118 of it, rounded half up)
    expect(months('GBP')).toEqual([
      { ...zero, month: '2026-11' },
      { ...zero, month: '2026-12' },
      { ...zero, month: '2027-01' },
      {
        month: '2027-02',
        charges: 8_000,
        discounts: 0,
        credited: 847,
        revenue: 7_153,
        tax: 1_287,
        invoiced: 8_440,
        received: 0,
        refunded: 0,
      },
      { ...zero, month: '2027-03', received: 9_000 },
    ]);
    const sharmaMonth = {
      charges: 440_000,
      discounts: 20_000,
      credited: 0,
      revenue: 420_000,
      tax: 75_600,
      invoiced: 495_600,
      refunded: 0,
    };
    expect(months('INR')).toEqual([
      { ...zero, month: '2026-11' },
      { ...zero, month: '2026-12' },
      // the Khans' ₹1,000 lesson and ₹180 GST too
      {
        ...sharmaMonth,
        month: '2027-01',
        charges: 540_000,
        revenue: 520_000,
        tax: 93_600,
        invoiced: 613_600,
        received: 0,
      },
      { ...sharmaMonth, month: '2027-02', received: 118_000 },
      { ...sharmaMonth, month: '2027-03', received: 300_000 },
    ]);
    expect(months('USD')).toEqual([
      { ...zero, month: '2026-11', charges: 15_000, revenue: 15_000, tax: 2_700, invoiced: 17_700 },
      { ...zero, month: '2026-12', charges: 10_000, revenue: 10_000, tax: 1_800, invoiced: 11_800 },
      { ...zero, month: '2027-01', received: 5_000 },
      { ...zero, month: '2027-02' },
      { ...zero, month: '2027-03' },
    ]);
    expect(revenue.byCourse).toEqual([
      { currency: 'GBP', key: 'guitar', label: 'Guitar', amount: 8_000 },
      { currency: 'GBP', key: 'credit-notes', label: 'Credit notes', amount: -847 },
      { currency: 'INR', key: 'piano', label: 'Piano', amount: 720_000 },
      { currency: 'INR', key: 'guitar', label: 'Guitar', amount: 700_000 },
      { currency: 'INR', key: 'discounts', label: 'Discounts', amount: -60_000 },
      { currency: 'USD', key: 'guitar', label: 'Guitar', amount: 25_000 },
    ]);
    expect(revenue.byTeacher).toEqual([
      { currency: 'GBP', key: w.ids.ravi, label: 'Ravi Menon', amount: 8_000 },
      { currency: 'GBP', key: 'credit-notes', label: 'Credit notes', amount: -847 },
      { currency: 'INR', key: w.ids.ravi, label: 'Ravi Menon', amount: 720_000 },
      { currency: 'INR', key: w.ids.meera, label: 'Meera Iyer', amount: 700_000 },
      { currency: 'INR', key: 'discounts', label: 'Discounts', amount: -60_000 },
      { currency: 'USD', key: w.ids.meera, label: 'Meera Iyer', amount: 25_000 },
    ]);
  });

  it('refuses a bad range naming the field', async () => {
    const codes = async (from: string, to: string) =>
      (await w.admin(REVENUE, { from, to })).body.errors?.[0]?.extensions?.fieldErrors;
    expect(await codes('2027-13', '2027-03')).toEqual({ from: 'Must be a month, YYYY-MM' });
    expect(await codes('2027-03', '2027-01')).toEqual({ to: 'Must not be before the first month' });
    expect(await codes('2025-01', '2027-01')).toEqual({ to: 'At most 24 months at a time' });
    expect((await w.admin(REVENUE, { from: '2025-02', to: '2027-01' })).body.errors).toBeUndefined();
  });

  it('says the same in its CSV file', async () => {
    const csv = await get(`${w.server.url}/admin/export/revenue.csv?from=2026-11&to=2027-03`, w.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="revenue-2026-11-to-2027-03.csv"');
    const lines = csvLines(csv.body);
    expect(lines[0]).toBe(
      'breakdown,currency,month,name,charges,discounts,credited,revenue,tax,invoiced,received,refunded',
    );
    expect(lines).toContain('month,GBP,2027-02,,80.00,0.00,8.47,71.53,12.87,84.40,0.00,0.00');
    expect(lines).toContain('month,INR,2027-01,,5400.00,200.00,0.00,5200.00,936.00,6136.00,0.00,0.00');
    expect(lines).toContain('month,USD,2027-01,,0.00,0.00,0.00,0.00,0.00,0.00,50.00,0.00');
    expect(lines.filter((l) => l.startsWith('month,'))).toHaveLength(15);
    expect(lines.filter((l) => !l.startsWith('month,')).slice(1)).toEqual([
      'course,GBP,,Guitar,,,,80.00,,,,',
      'course,GBP,,Credit notes,,,,-8.47,,,,',
      'course,INR,,Piano,,,,7200.00,,,,',
      'course,INR,,Guitar,,,,7000.00,,,,',
      'course,INR,,Discounts,,,,-600.00,,,,',
      'course,USD,,Guitar,,,,250.00,,,,',
      'teacher,GBP,,Ravi Menon,,,,80.00,,,,',
      'teacher,GBP,,Credit notes,,,,-8.47,,,,',
      'teacher,INR,,Ravi Menon,,,,7200.00,,,,',
      'teacher,INR,,Meera Iyer,,,,7000.00,,,,',
      'teacher,INR,,Discounts,,,,-600.00,,,,',
      'teacher,USD,,Meera Iyer,,,,250.00,,,,',
    ]);
    const refused = await get(`${w.server.url}/admin/export/revenue.csv?from=2027-03&to=2026-11`, w.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Must not be before the first month');
  });
});

describe('who may see it', () => {
  it('refuses a teacher and a visitor, on the API and the files', async () => {
    for (const [who, status, code] of [
      [w.teacherCookie, 403, 'FORBIDDEN'],
      [null, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const answer = await gql(w.server.url, who, AGEING, {});
      expect(answer.body.data).toBeNull();
      expect(answer.body.errors[0].extensions.code).toBe(code);
      const revenue = await gql(w.server.url, who, REVENUE, { from: '2027-01', to: '2027-03' });
      expect(revenue.body.errors[0].extensions.code).toBe(code);
      for (const path of ['ageing.csv', 'revenue.csv?from=2027-01&to=2027-03']) {
        const file = await get(`${w.server.url}/admin/export/${path}`, who);
        expect(file.status).toBe(status);
        expect(file.body).not.toContain('Sharma');
      }
    }
  });
});
