/**
 * The access matrix's billing operations (tests/integration/billing): admins only — teachers, editors and recruiters
 * see no money.
 */
import { NO_ID, type Operation, type Role } from './access-matrix-types';
import { get } from '../../helpers/admin';
import type { Answer } from '../../helpers/http';

const ADMIN_ONLY: Role[] = ['admin'];
const NOT_FOUND = ['NOT_FOUND'];

type Query = (query: string, variables?: () => Record<string, unknown>) => (cookie: string | null) => Promise<Answer>;

const SETTINGS = {
  defaultCurrency: 'INR',
  taxLabel: 'GST',
  taxBp: 1800,
  siblingBp: 1000,
  multiCourseBp: 0,
  billingDay: 1,
  dueDays: 14,
  fyStartMonth: 4,
  invoicePrefix: 'INV/',
  payInstructions: 'UPI: school@bank',
};

export function billingOperations(q: Query, url: () => string): Operation[] {
  const money = (name: string, args: string, codes = NOT_FOUND): Operation => ({
    name: `mutation ${name}`,
    roles: ADMIN_ONLY,
    allowedCodes: codes,
    run: q(`mutation { ${name}(${args}) { balance } }`),
  });
  return [
    { name: 'query billingSettings', roles: ADMIN_ONLY, run: q('{ billingSettings { taxLabel taxBp } }') },
    {
      name: 'mutation setBillingSettings',
      roles: ADMIN_ONLY,
      run: q('mutation($input: BillingSettingsInput!) { setBillingSettings(input: $input) { taxBp } }', () => ({
        input: SETTINGS,
      })),
    },
    { name: 'query billingExceptions', roles: ADMIN_ONLY, run: q('{ billingExceptions { id problem } }') },
    {
      name: 'mutation markPaymentExceptionDealt',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { markPaymentExceptionDealt(id: "${NO_ID}", note: "Refunded") { id } }`),
    },
    { name: 'query feePlans', roles: ADMIN_ONLY, run: q('{ feePlans { id amount currency } }') },
    {
      name: 'mutation setFeePlan',
      roles: ADMIN_ONLY,
      allowedCodes: ['BAD_USER_INPUT'],
      run: q(
        'mutation { setFeePlan(input: { course: "guitar", kind: PER_LESSON, currency: INR, amount: 80000, validFrom: "2099-01-01" }) { id } }',
      ),
    },
    {
      name: 'mutation removeFeePlan',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { removeFeePlan(id: "${NO_ID}") }`),
    },
    // teachers' pay (docs/requirements.md#payroll): admins only, a teacher sees not even their own
    {
      name: 'query payrollMonth',
      roles: ADMIN_ONLY,
      run: q('{ payrollMonth(month: "2027-01") { teacherId noRate } }'),
    },
    { name: 'query payRates', roles: ADMIN_ONLY, run: q('{ payRates { id amount currency } }') },
    {
      name: 'mutation setPayRate',
      roles: ADMIN_ONLY,
      allowedCodes: ['BAD_USER_INPUT'],
      run: q(
        `mutation { setPayRate(input: { teacherId: "${NO_ID}", kind: PER_LESSON, currency: INR, amount: 50000, validFrom: "2099-01-01" }) { id } }`,
      ),
    },
    {
      name: 'mutation removePayRate',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { removePayRate(id: "${NO_ID}") }`),
    },
    {
      name: 'mutation setFamilyCurrency',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { setFamilyCurrency(familyId: "${NO_ID}", currency: USD) }`),
    },
    { name: 'query invoices', roles: ADMIN_ONLY, run: q('{ invoices(period: "2020-01") { id number total } }') },
    {
      name: 'query invoice',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`{ invoice(id: "${NO_ID}") { id lines { amount } creditNotes { number } } }`),
    },
    {
      name: 'mutation runBilling',
      roles: ADMIN_ONLY,
      run: q('mutation { runBilling(period: "2020-01") { drafted alreadyDrafted unmarked } }'),
    },
    {
      name: 'mutation issueInvoice',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { issueInvoice(id: "${NO_ID}") { number } }`),
    },
    { name: 'mutation issueInvoices', roles: ADMIN_ONLY, run: q('mutation { issueInvoices(period: "2020-01") }') },
    {
      name: 'mutation discardInvoice',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { discardInvoice(id: "${NO_ID}") }`),
    },
    {
      name: 'mutation creditInvoice',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`mutation { creditInvoice(invoiceId: "${NO_ID}", amount: 100, reason: "Test") { number } }`),
    },
    {
      name: 'query familyLedger',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(`{ familyLedger(familyId: "${NO_ID}") { balance lines { amount } } }`),
    },
    {
      name: 'mutation recordPayment',
      roles: ADMIN_ONLY,
      allowedCodes: NOT_FOUND,
      run: q(
        `mutation { recordPayment(input: { familyId: "${NO_ID}", amount: 100, currency: INR, method: CASH, receivedOn: "2020-01-01" }) { balance } }`,
      ),
    },
    {
      // a made-up id: the admin is let through to "not found", everyone else is stopped before
      name: 'GET /admin/invoices/:id.pdf',
      roles: ADMIN_ONLY,
      http: true,
      okStatus: 404,
      run: (cookie) => get(`${url()}/admin/invoices/${NO_ID}.pdf`, cookie),
    },
    {
      name: 'query billingAgeing',
      roles: ADMIN_ONLY,
      run: q('{ billingAgeing { asOf rows { familyName owed } totals { currency owed } } }'),
    },
    {
      name: 'query billingRevenue',
      roles: ADMIN_ONLY,
      run: q(
        '{ billingRevenue(from: "2020-01", to: "2020-12") { months { month revenue } byCourse { label amount } } }',
      ),
    },
    money('grantCredit', `familyId: "${NO_ID}", amount: 100, reason: "Goodwill"`),
    money('recordRefund', `familyId: "${NO_ID}", amount: 100, reason: "Refund"`),
  ];
}
