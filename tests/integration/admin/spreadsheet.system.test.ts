/**
 * The CSV export opened by a real spreadsheet engine (LibreOffice Calc, headless): a phone number reads as
 * the number it is (its + and every digit, as text, not a formula and not a number), a cell that could
 * start a formula stays text, and codes come out as the labels staff read (docs/requirements.md#exports).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREATE_CONTACT, CREATE_TRIAL } from '../../fixtures/submissions';
import { ADMIN, ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { graphql } from '../../helpers/http';
import { openCsvInCalc, type SheetCell } from '../../helpers/spreadsheet';

let server: TestApp;
let cookie: string;

const exported = async (file: string) => {
  const answer = await get(`${server.url}/admin/export/${file}`, cookie);
  expect(answer.status).toBe(200);
  return openCsvInCalc(answer.raw);
};
/** Each data row as { header: cell }. */
const records = (sheet: SheetCell[][]) => {
  const [header, ...rows] = sheet.filter((row) => row.some((cell) => cell.text !== ''));
  return rows.map((row) => Object.fromEntries(header.filter((h) => h.text).map((h, i) => [h.text, row[i]])));
};

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV, s3: false });
  cookie = await signIn(server.url);
  const trial = await graphql(server.url, CREATE_TRIAL, {
    input: { name: 'Asha Rao', email: 'asha@example.org', gender: 'female', category: 'piano', phone: '+919876543210' },
  });
  const me = (await gql(server.url, cookie, '{ staff { id email } }')).body.data.staff.find(
    (account: { email: string }) => account.email === ADMIN.email,
  );
  await gql(
    server.url,
    cookie,
    'mutation($id: ID!, $a: ID) { updateTrialRequest(id: $id, input: {assigneeId: $a}) { id } }',
    {
      id: trial.body.data.createTrialRequest.id,
      a: me.id,
    },
  );
  for (const [phone, message] of [
    ['+14155550100', '=1+1'],
    ['+442079460000', '+1+1'],
    [null, '-2'],
    [null, '@SUM(A1)'],
  ])
    await graphql(server.url, CREATE_CONTACT, {
      input: { name: 'Bela Sen', email: 'bela@example.org', message, phone },
    });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('an exported CSV opened in LibreOffice Calc', () => {
  it('reads each phone number back as written, as text: its +, country code and every digit', async () => {
    const [asha] = records(await exported('trial-requests.csv'));
    expect(asha.phone).toEqual({ type: 'string', text: '(+91) 98765 43210', formula: null });
    const phones = records(await exported('contact-messages.csv?sortField=createdAt&sortOrder=ASC')).map(
      (row) => row.phone,
    );
    expect(phones.slice(0, 2)).toEqual([
      { type: 'string', text: '(+1) 415 555 0100', formula: null },
      { type: 'string', text: '(+44) 20 7946 0000', formula: null },
    ]);
  }, 120_000);

  it('never makes a formula of a cell, even with formulas evaluated', async () => {
    const rows = records(await exported('contact-messages.csv?sortField=createdAt&sortOrder=ASC'));
    expect(rows.map((row) => row.message)).toEqual(
      ["'=1+1", "'+1+1", "'-2", "'@SUM(A1)"].map((text) => ({ type: 'string', text, formula: null })),
    );
    for (const row of rows) for (const cell of Object.values(row)) expect(cell.formula).toBeNull();
  }, 120_000);

  it('shows labels, not codes: gender, course, status, and who it is assigned to', async () => {
    const [asha] = records(await exported('trial-requests.csv'));
    expect(asha.gender.text).toBe('Female');
    expect(asha.category.text).toBe('Piano');
    expect(asha.status.text).toBe('New');
    expect(asha.assignedTo.text).toBe(ADMIN.email);
  }, 120_000);
});
