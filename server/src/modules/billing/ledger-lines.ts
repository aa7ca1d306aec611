/** A family's ledger as it is read, and a payment as staff record it (ledger.ts). */
import type { LedgerEntryRow, PaymentMethod } from './billing.entities';
import type { Currency } from './money';

export interface PaymentInput {
  familyId: string;
  invoiceId?: string | null;
  amount: number;
  currency: Currency;
  method: PaymentMethod;
  reference?: string | null;
  receivedOn: string;
}

export interface LedgerLine extends LedgerEntryRow {
  /** What the family owes after this line. */
  balance: number;
  invoiceNumber: string | null;
}

export interface FamilyLedger {
  familyId: string;
  currency: Currency;
  balance: number;
  lines: LedgerLine[];
}
