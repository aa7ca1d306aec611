/**
 * Who owes what (docs/requirements.md#billing-reports) on a real database, in the world of money-world.ts: each
 * unpaid amount in the bucket its invoice's due date gives (in the school's zone), a payment that named no invoice
 * paying the oldest, the family in credit apart, totals per currency, and the CSV file saying the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../helpers/admin';
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

describe('who owes what', () => {
  it('puts each unpaid amount in the bucket of its due date; a payment that named no invoice pays the oldest', async () => {
    const answer = await w.admin(AGEING, { asOf: '2027-04-10' });
    expect(answer.body.errors).toBeUndefined();
    const ageing = answer.body.data.billingAgeing;
    expect(ageing.asOf).toBe('2027-04-10');
    // each month ₹2,400 piano + ₹2,000 guitar − ₹200 sibling discount + 18 % GST = ₹4,956.00; ₹3,000 paid
    expect(ageing.rows).toEqual([
      {
        familyId: w.ids.sharma,
        familyName: 'Priya Sharma',
        currency: 'INR',
        owed: 1_186_800,
        notDue: 495_600, // March's, due 15 April
        days1to30: 495_600, // February's, due 15 March: 26 days
        days31to60: 195_600, // what is left of January's, due 15 February: 54 days
        days61to90: 0,
        over90: 0,
        oldestDue: '2027-02-15',
      },
      {
        familyId: w.ids.miller,
        familyName: 'Dan Miller',
        currency: 'USD',
        owed: 24_500,
        notDue: 0,
        days1to30: 0,
        days31to60: 0,
        days61to90: 11_800, // December's, due 15 January: 85 days
        over90: 12_700, // November's less the $50 that named it, due 15 December: 116 days
        oldestDue: '2026-12-15',
      },
    ]);
    // £94.40 less a £10 credit note less £90 paid
    expect(ageing.credits).toEqual([
      { familyId: w.ids.brown, familyName: 'Alice Brown', currency: 'GBP', credit: 560 },
    ]);
    expect(ageing.totals).toEqual([
      {
        currency: 'GBP',
        owed: 0,
        families: 0,
        credit: 560,
        creditFamilies: 1,
        notDue: 0,
        days1to30: 0,
        days31to60: 0,
        days61to90: 0,
        over90: 0,
      },
      {
        currency: 'INR',
        owed: 1_186_800,
        families: 1,
        credit: 0,
        creditFamilies: 0,
        notDue: 495_600,
        days1to30: 495_600,
        days31to60: 195_600,
        days61to90: 0,
        over90: 0,
      },
      {
        currency: 'USD',
        owed: 24_500,
        families: 1,
        credit: 0,
        creditFamilies: 0,
        notDue: 0,
        days1to30: 0,
        days31to60: 0,
        days61to90: 11_800,
        over90: 12_700,
      },
    ]);
    // the paid-up Khans are nowhere
    expect(JSON.stringify(ageing)).not.toContain(w.ids.khan);
  });

  it('reads the ledger as it stood on an earlier day: 60 days is 31–60, 91 is over 90', async () => {
    const { rows } = (await w.admin(AGEING, { asOf: '2027-03-16' })).body.data.billingAgeing;
    expect(rows.map((r: { familyName: string }) => r.familyName)).toEqual(['Priya Sharma', 'Dan Miller']);
    expect(rows[0]).toMatchObject({ owed: 991_200, days1to30: 991_200, notDue: 0, oldestDue: '2027-02-15' });
    expect(rows[1]).toMatchObject({ owed: 24_500, days31to60: 11_800, over90: 12_700 });
  });

  it('refuses a day that is not one, naming asOf', async () => {
    const answer = await w.admin(AGEING, { asOf: '2027-02-30' });
    expect(answer.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { asOf: 'Must be a date, YYYY-MM-DD' },
    });
  });

  it('says the same in its CSV file, amounts as decimals beside their currency, and audits the export', async () => {
    const csv = await get(`${w.server.url}/admin/export/ageing.csv?asOf=2027-04-10`, w.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="ageing-2027-04-10.csv"');
    expect(csvLines(csv.body)).toEqual([
      'family,familyId,standing,currency,owed,notDue,days1to30,days31to60,days61to90,over90,oldestDue,asOf',
      `Priya Sharma,${w.ids.sharma},owes,INR,11868.00,4956.00,4956.00,1956.00,0.00,0.00,2027-02-15,2027-04-10`,
      `Dan Miller,${w.ids.miller},owes,USD,245.00,0.00,0.00,0.00,118.00,127.00,2026-12-15,2027-04-10`,
      `Alice Brown,${w.ids.brown},in credit,GBP,-5.60,,,,,,,2027-04-10`,
    ]);
    const audit = await w.admin('{ auditLog { items { action target detail } } }');
    expect(audit.body.data.auditLog.items).toContainEqual(
      expect.objectContaining({ action: 'export', target: 'billing-ageing' }),
    );
  });
});
