/**
 * Billing (docs/requirements.md#billing) as the dashboard reads and changes it: the settings, the fees, the month's
 * run and its invoices, and each family's ledger. The documents are documents/billing.graphql (typed in ../gql);
 * amounts travel as integers of the currency's minor unit.
 */
import {
  BillingExceptionsDocument,
  BillingSettingsDocument,
  CreditInvoiceDocument,
  DiscardInvoiceDocument,
  FamilyLedgerDocument,
  FeePlansDocument,
  GrantCreditDocument,
  InvoiceDocument,
  InvoicesDocument,
  IssueInvoiceDocument,
  IssueInvoicesDocument,
  MarkPaymentExceptionDealtDocument,
  RecordPaymentDocument,
  RecordRefundDocument,
  RemoveFeePlanDocument,
  RunBillingDocument,
  SetBillingSettingsDocument,
  SetFamilyCurrencyDocument,
  SetFeePlanDocument,
  type BillingSettingsFieldsFragment,
  type BillingSettingsInput,
  type Currency,
  type FamilyLedgerFieldsFragment,
  type FeeKind,
  type FeePlanFieldsFragment,
  type FeePlanInput,
  type InvoiceQuery,
  type InvoiceSummaryFieldsFragment,
  type PaymentExceptionFieldsFragment,
  type PaymentInputType,
  type PaymentMethod,
  type RunBillingMutation,
} from '../gql/graphql';
import type { GraphqlRequest } from './graphql-client';

export type BillingSettings = BillingSettingsFieldsFragment;
export type FeePlan = FeePlanFieldsFragment;
export type InvoiceSummary = InvoiceSummaryFieldsFragment;
export type InvoiceDetail = InvoiceQuery['invoice'];
export type BillingRun = RunBillingMutation['runBilling'];
export type FamilyLedger = FamilyLedgerFieldsFragment;
export type PaymentException = PaymentExceptionFieldsFragment;
export type { BillingSettingsInput, Currency, FeeKind, FeePlanInput, PaymentInputType, PaymentMethod };

export interface BillingData {
  getBillingSettings(): Promise<BillingSettings>;
  /** All settings at once; answers them as saved. */
  setBillingSettings(input: BillingSettingsInput): Promise<BillingSettings>;
  getFeePlans(): Promise<FeePlan[]>;
  setFeePlan(input: FeePlanInput): Promise<FeePlan>;
  /** Takes back a fee whose date has not come. */
  removeFeePlan(id: string): Promise<boolean>;
  /** A month's invoices (YYYY-MM), or a family's. */
  getInvoices(filter: { period?: string; familyId?: string }): Promise<InvoiceSummary[]>;
  getInvoice(id: string): Promise<InvoiceDetail>;
  /** Drafts the month's invoices (safe to run again). */
  runBilling(period: string): Promise<BillingRun>;
  issueInvoice(id: string): Promise<InvoiceSummary>;
  /** Issues every draft of the month; answers how many. */
  issueInvoices(period: string): Promise<number>;
  discardInvoice(id: string): Promise<boolean>;
  creditInvoice(invoiceId: string, amount: number, reason: string): Promise<{ id: string; number: string }>;
  getFamilyLedger(familyId: string): Promise<FamilyLedger>;
  /** The currency a family is billed in (refused once it has an invoice or a ledger line). */
  setFamilyCurrency(familyId: string, currency: Currency): Promise<Currency>;
  recordPayment(input: PaymentInputType): Promise<FamilyLedger>;
  grantCredit(familyId: string, amount: number, reason: string): Promise<FamilyLedger>;
  recordRefund(familyId: string, amount: number, reason: string): Promise<FamilyLedger>;
  /** What payment providers reported that could not change a balance, still open. */
  getPaymentExceptions(): Promise<PaymentException[]>;
  /** Closes one, saying what was done. */
  markPaymentExceptionDealt(id: string, note: string): Promise<void>;
}

export function createBillingData(request: GraphqlRequest): BillingData {
  return {
    getBillingSettings: async () => (await request(BillingSettingsDocument)).billingSettings,
    setBillingSettings: async (input) => (await request(SetBillingSettingsDocument, { input })).setBillingSettings,
    getFeePlans: async () => (await request(FeePlansDocument)).feePlans,
    setFeePlan: async (input) => (await request(SetFeePlanDocument, { input })).setFeePlan,
    removeFeePlan: async (id) => (await request(RemoveFeePlanDocument, { id })).removeFeePlan,
    getInvoices: async ({ period, familyId }) =>
      (await request(InvoicesDocument, { period: period ?? null, familyId: familyId ?? null, status: null })).invoices,
    getInvoice: async (id) => (await request(InvoiceDocument, { id })).invoice,
    runBilling: async (period) => (await request(RunBillingDocument, { period })).runBilling,
    issueInvoice: async (id) => (await request(IssueInvoiceDocument, { id })).issueInvoice,
    issueInvoices: async (period) => (await request(IssueInvoicesDocument, { period })).issueInvoices,
    discardInvoice: async (id) => (await request(DiscardInvoiceDocument, { id })).discardInvoice,
    creditInvoice: async (invoiceId, amount, reason) =>
      (await request(CreditInvoiceDocument, { invoiceId, amount, reason })).creditInvoice,
    getFamilyLedger: async (familyId) => (await request(FamilyLedgerDocument, { familyId })).familyLedger,
    setFamilyCurrency: async (familyId, currency) =>
      (await request(SetFamilyCurrencyDocument, { familyId, currency })).setFamilyCurrency,
    recordPayment: async (input) => (await request(RecordPaymentDocument, { input })).recordPayment,
    grantCredit: async (familyId, amount, reason) =>
      (await request(GrantCreditDocument, { familyId, amount, reason })).grantCredit,
    recordRefund: async (familyId, amount, reason) =>
      (await request(RecordRefundDocument, { familyId, amount, reason })).recordRefund,
    getPaymentExceptions: async () => (await request(BillingExceptionsDocument)).billingExceptions,
    markPaymentExceptionDealt: async (id, note) => {
      await request(MarkPaymentExceptionDealtDocument, { id, note });
    },
  };
}
