/**
 * Billing's records (docs/requirements.md#billing): fee plans, the school's billing settings, each family's billing
 * currency, invoices with their lines, credit notes, and the ledger every balance is summed from. Admins only in the
 * API; amounts are integers of the currency's minor unit.
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';
import { describedEnum } from '../enums.types';
import { CurrencyEnum, type Currency } from './money';

export const FEE_KINDS = ['PER_LESSON', 'MONTHLY', 'BLOCK'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FeeKindEnum = describedEnum<FeeKind>('FeeKind', 'How a fee plan charges.', FEE_KINDS, {
  PER_LESSON: 'Each lesson given (attended, or missed without notice) is charged, in the month it was given.',
  MONTHLY: 'A flat fee for each month the student has a weekly lesson of the course.',
  BLOCK:
    "A block of lessons paid ahead: each lesson given draws one from the blocks bought, and a month's run sells a new " +
    'block when what is left would not cover the coming month.',
});

export const LEDGER_KINDS = ['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'REFUND', 'CREDIT'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LedgerKindEnum = describedEnum<LedgerKind>(
  'LedgerKind',
  "A line of a family's ledger: what the family owes goes up with INVOICE and REFUND, down with the rest.",
  LEDGER_KINDS,
  {
    INVOICE: 'An invoice issued (its total).',
    CREDIT_NOTE: 'A credit note against an issued invoice.',
    PAYMENT: 'Money received, online or recorded by staff.',
    REFUND: 'Money paid back to the family.',
    CREDIT: 'A credit granted by staff (goodwill, a make-up not given).',
  },
);

export const PAYMENT_METHODS = ['BANK_TRANSFER', 'UPI', 'CASH', 'CARD', 'ONLINE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PaymentMethodEnum = describedEnum<PaymentMethod>('PaymentMethod', 'How a payment came.', PAYMENT_METHODS, {
  BANK_TRANSFER: 'A bank transfer (NEFT, IMPS, SWIFT…); its reference is required.',
  UPI: 'A UPI payment; its reference (UTR) is required.',
  CASH: 'Cash handed to the school.',
  CARD: 'A card taken by the school outside the product.',
  ONLINE: "Through the invoice's payment link (recorded from the provider's webhook).",
});

/** A payment method in words: "Payment by bank transfer". */
export const METHOD_NAMES: Record<PaymentMethod, string> = {
  BANK_TRANSFER: 'bank transfer',
  UPI: 'UPI',
  CASH: 'cash',
  CARD: 'card',
  ONLINE: 'online payment',
};

@Entity('billing_settings')
export class BillingSettingsRow {
  @PrimaryColumn({ type: 'integer' }) id: number;
  @Column({ name: 'default_currency', type: 'varchar', length: 3 }) defaultCurrency: Currency;
  @Column({ name: 'tax_label', type: 'varchar', length: 20 }) taxLabel: string;
  @Column({ name: 'tax_bp', type: 'integer' }) taxBp: number;
  @Column({ name: 'sibling_bp', type: 'integer' }) siblingBp: number;
  @Column({ name: 'multi_course_bp', type: 'integer' }) multiCourseBp: number;
  @Column({ name: 'billing_day', type: 'integer' }) billingDay: number;
  @Column({ name: 'due_days', type: 'integer' }) dueDays: number;
  @Column({ name: 'fy_start_month', type: 'integer' }) fyStartMonth: number;
  @Column({ name: 'invoice_prefix', type: 'varchar', length: 12 }) invoicePrefix: string;
  @Column({ name: 'pay_instructions', type: 'varchar', length: 1000 }) payInstructions: string;
  @Column({ name: 'school_address', type: 'varchar', length: 300, nullable: true }) schoolAddress: string | null;
  @Column({ name: 'tax_id', type: 'varchar', length: 30, nullable: true }) taxId: string | null;
  @Column({ name: 'updated_by', type: 'varchar', length: 254 }) updatedBy: string;
  @Column({ name: 'updated_at', type: Date }) updatedAt: Date;
}

@Entity('billing_accounts')
export class BillingAccount {
  @PrimaryColumn({ name: 'family_id', type: 'varchar', length: 36 }) familyId: string;
  @Column({ type: 'varchar', length: 3 }) currency: Currency;
}

@Entity('fee_plans')
@ObjectType({ description: 'What a course costs from a date, in a currency; per teacher where their rate differs.' })
export class FeePlan {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field({ description: 'The course value, e.g. guitar.' })
  @Column({ type: 'varchar', length: 20 })
  course: string;
  @Field(() => ID, { nullable: true, description: "The teacher whose rate it is; null: the course's fee." })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36, nullable: true })
  teacherId: string | null;
  @Field(() => FeeKindEnum, { description: 'How it charges.' })
  @Column({ type: 'varchar', length: 12 })
  kind: FeeKind;
  @Field(() => CurrencyEnum, { description: 'The currency.' })
  @Column({ type: 'varchar', length: 3 })
  currency: Currency;
  @Field(() => Int, { description: 'Per lesson, per month, or per block: minor units.' })
  @Column({ type: 'integer' })
  amount: number;
  @Field(() => Int, {
    nullable: true,
    description: 'MONTHLY: the lessons a month includes (shown on invoices); BLOCK: the lessons a block buys.',
  })
  @Column({ name: 'lessons_included', type: 'integer', nullable: true })
  lessonsIncluded: number | null;
  @Field({ description: "From this date (YYYY-MM-DD, the school's calendar) until a later plan of the same key." })
  @Column({ name: 'valid_from', type: 'varchar', length: 10 })
  validFrom: string;
  @Field({ description: 'Who set it.' })
  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;
  @Field(() => Date, { description: 'When it was set.' }) @CreatedAtColumn() createdAt: Date;
}

@Entity('invoices')
export class InvoiceRow {
  @IdColumn() id: string;
  @Column({ name: 'family_id', type: 'varchar', length: 36 }) familyId: string;
  @Column({ type: 'varchar', length: 7 }) period: string;
  @Column({ type: 'varchar', length: 3 }) currency: Currency;
  @Column({ type: 'varchar', length: 10 }) status: 'DRAFT' | 'ISSUED';
  @Column({ name: 'run_key', type: 'varchar', length: 60, nullable: true }) runKey: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) series: string | null;
  @Column({ type: 'integer', nullable: true }) seq: number | null;
  @Column({ name: 'number_prefix', type: 'varchar', length: 40, nullable: true }) numberPrefix: string | null;
  @Column({ type: 'integer' }) subtotal: number;
  @Column({ type: 'integer' }) discount: number;
  @Column({ type: 'integer' }) tax: number;
  @Column({ type: 'integer' }) total: number;
  @Column({ type: 'integer', default: 0 }) credited: number;
  @Column({ name: 'tax_label', type: 'varchar', length: 20 }) taxLabel: string;
  @Column({ name: 'tax_bp', type: 'integer' }) taxBp: number;
  @Column({ name: 'issued_at', type: Date, nullable: true }) issuedAt: Date | null;
  @Column({ name: 'issued_by', type: 'varchar', length: 254, nullable: true }) issuedBy: string | null;
  @Column({ name: 'due_on', type: 'varchar', length: 10, nullable: true }) dueOn: string | null;
  @CreatedAtColumn() createdAt: Date;
}

@Entity('invoice_lines')
export class InvoiceLineRow {
  @IdColumn() id: string;
  @Column({ name: 'invoice_id', type: 'varchar', length: 36 }) invoiceId: string;
  @Column({ type: 'integer' }) position: number;
  @Column({ type: 'varchar', length: 12 }) kind: string;
  @Column({ type: 'varchar', length: 200 }) description: string;
  @Column({ name: 'student_id', type: 'varchar', length: 36, nullable: true }) studentId: string | null;
  @Column({ name: 'lesson_id', type: 'varchar', length: 36, nullable: true }) lessonId: string | null;
  @Column({ type: 'varchar', length: 20, nullable: true }) course: string | null;
  @Column({ name: 'teacher_id', type: 'varchar', length: 36, nullable: true }) teacherId: string | null;
  @Column({ name: 'service_on', type: 'varchar', length: 10 }) serviceOn: string;
  @Column({ type: 'integer' }) quantity: number;
  @Column({ name: 'unit_amount', type: 'integer' }) unitAmount: number;
  @Column({ type: 'integer' }) amount: number;
  @Column({ name: 'billing_key', type: 'varchar', length: 100, nullable: true }) billingKey: string | null;
  /** The lessons a BLOCK line buys; null on other lines. */
  @Column({ name: 'block_lessons', type: 'integer', nullable: true }) blockLessons: number | null;
}

@Entity('credit_notes')
export class CreditNoteRow {
  @IdColumn() id: string;
  @Column({ name: 'invoice_id', type: 'varchar', length: 36 }) invoiceId: string;
  @Column({ name: 'family_id', type: 'varchar', length: 36 }) familyId: string;
  @Column({ type: 'varchar', length: 20 }) series: string;
  @Column({ type: 'integer' }) seq: number;
  @Column({ name: 'number_prefix', type: 'varchar', length: 40 }) numberPrefix: string;
  @Column({ type: 'integer' }) amount: number;
  @Column({ type: 'varchar', length: 3 }) currency: Currency;
  @Column({ type: 'varchar', length: 200 }) reason: string;
  @Column({ name: 'issued_by', type: 'varchar', length: 254 }) issuedBy: string;
  @Column({ name: 'issued_at', type: Date }) issuedAt: Date;
}

@Entity('ledger_entries')
export class LedgerEntryRow {
  @IdColumn() id: string;
  @Column({ name: 'family_id', type: 'varchar', length: 36 }) familyId: string;
  @Column({ type: 'varchar', length: 12 }) kind: LedgerKind;
  @Column({ type: 'integer' }) amount: number;
  @Column({ type: 'varchar', length: 3 }) currency: Currency;
  @Column({ name: 'invoice_id', type: 'varchar', length: 36, nullable: true }) invoiceId: string | null;
  @Column({ name: 'credit_note_id', type: 'varchar', length: 36, nullable: true }) creditNoteId: string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) method: PaymentMethod | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) reference: string | null;
  @Column({ type: 'varchar', length: 200 }) description: string;
  @Column({ name: 'occurred_on', type: 'varchar', length: 10 }) occurredOn: string;
  @Column({ name: 'payment_key', type: 'varchar', length: 140, nullable: true }) paymentKey: string | null;
  @Column({ name: 'created_by', type: 'varchar', length: 254 }) createdBy: string;
  @CreatedAtColumn() createdAt: Date;
}

/** An invoice's number for people: "INV/2026-27/0007". */
export const invoiceNumber = (row: { numberPrefix: string | null; seq: number | null }) =>
  row.seq === null ? null : `${row.numberPrefix ?? ''}${String(row.seq).padStart(4, '0')}`;
