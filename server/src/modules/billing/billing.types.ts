/** Billing in the API (docs/requirements.md#billing): what the resolvers answer. Amounts are minor units. */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import {
  FeeKindEnum,
  LedgerKindEnum,
  PaymentMethodEnum,
  type FeeKind,
  type LedgerKind,
  type PaymentMethod,
} from './billing.entities';
import { CurrencyEnum, type Currency } from './money';

@ObjectType({
  description:
    'A line of an invoice: a lesson, a month, a block of lessons or one drawn from it, or a discount (negative).',
})
export class InvoiceLine {
  @Field({ description: 'LESSON, MONTHLY, BLOCK (lessons paid ahead), FROM_BLOCK (a lesson drawn, at 0) or DISCOUNT.' })
  kind: string;
  @Field({ description: 'What it is, as printed.' }) description: string;
  @Field({ description: 'The day it is for (a lesson), or the first or last of the month, YYYY-MM-DD.' })
  serviceOn: string;
  @Field(() => Int, { description: 'How many.' }) quantity: number;
  @Field(() => Int, { description: 'Each, in minor units.' }) unitAmount: number;
  @Field(() => Int, { description: 'The line, in minor units (negative for a discount).' }) amount: number;
  @Field(() => ID, { nullable: true, description: 'The student.' }) studentId: string | null;
  @Field(() => ID, { nullable: true, description: 'The lesson charged.' }) lessonId: string | null;
  @Field(() => Int, { nullable: true, description: 'BLOCK: the lessons it buys.' }) blockLessons: number | null;
}

@ObjectType({ description: 'A credit note: part or all of an issued invoice taken back.' })
export class CreditNote {
  @Field(() => ID, { description: 'Unique id.' }) id: string;
  @Field({ description: 'Its number, e.g. CN/2026-27/0001.' }) number: string;
  @Field(() => Int, { description: 'Minor units.' }) amount: number;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field({ description: 'Why.' }) reason: string;
  @Field(() => Date, { description: 'When it was issued.' }) issuedAt: Date;
}

@ObjectType({ description: "An invoice: a family's month, drafted by the billing run, issued by staff." })
export class Invoice {
  @Field(() => ID, { description: 'Unique id.' }) id: string;
  @Field(() => ID, { description: 'The family.' }) familyId: string;
  @Field({ description: 'Who it is to: the payer, or the family email when no payer is known.' }) billedTo: string;
  @Field({ description: 'The month it bills, YYYY-MM.' }) period: string;
  @Field({ description: 'DRAFT or ISSUED.' }) status: string;
  @Field(() => String, { nullable: true, description: 'Its number once issued, e.g. INV/2026-27/0007.' })
  number: string | null;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => Int, { description: 'Charges before discounts.' }) subtotal: number;
  @Field(() => Int, { description: 'Discounts.' }) discount: number;
  @Field({ description: 'The tax named on it, e.g. GST.' }) taxLabel: string;
  @Field(() => Int, { description: 'Its rate in basis points.' }) taxBp: number;
  @Field(() => Int, { description: 'Tax on subtotal less discounts.' }) tax: number;
  @Field(() => Int, { description: 'What it asks for.' }) total: number;
  @Field(() => Int, { description: 'Taken back by credit notes.' }) credited: number;
  @Field(() => Date, { nullable: true, description: 'When it was issued.' }) issuedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'When it is due, YYYY-MM-DD.' }) dueOn: string | null;
}

@ObjectType({ description: "A line of a family's ledger with the balance after it." })
export class LedgerLineType {
  @Field(() => ID, { description: 'Unique id.' }) id: string;
  @Field(() => LedgerKindEnum, { description: 'What it is.' }) kind: LedgerKind;
  @Field({ description: 'The day it happened, YYYY-MM-DD.' }) occurredOn: string;
  @Field({ description: 'What it is, in words.' }) description: string;
  @Field(() => Int, { description: 'Minor units: positive raises what the family owes, negative lowers it.' })
  amount: number;
  @Field(() => Int, { description: 'What the family owes after it (negative: in credit).' }) balance: number;
  @Field(() => ID, { nullable: true, description: 'The invoice it concerns.' }) invoiceId: string | null;
  @Field(() => String, { nullable: true, description: "That invoice's number." }) invoiceNumber: string | null;
  @Field(() => PaymentMethodEnum, { nullable: true, description: 'A payment: how it came.' })
  method: PaymentMethod | null;
  @Field(() => String, { nullable: true, description: 'A payment: its reference.' }) reference: string | null;
  @Field({ description: 'Who recorded it.' }) createdBy: string;
  @Field(() => Date, { description: 'When it was recorded.' }) createdAt: Date;
}

@ObjectType({ description: "A family's ledger: every line, and the balance they add up to." })
export class FamilyLedgerType {
  @Field(() => ID, { description: 'The family.' }) familyId: string;
  @Field(() => CurrencyEnum, { description: 'The currency it is kept in.' }) currency: Currency;
  @Field(() => Int, { description: 'What the family owes (negative: in credit): the sum of the lines.' })
  balance: number;
  @Field(() => [LedgerLineType], { description: 'Oldest first.' }) lines: LedgerLineType[];
}

@ObjectType({ description: 'What a payment provider reported that could not change a balance: for staff to settle.' })
export class BillingException {
  @Field(() => ID, { description: 'Unique id.' }) id: string;
  @Field({ description: 'stripe or razorpay.' }) provider: string;
  @Field({ description: "The provider's event id." }) eventId: string;
  @Field(() => ID, { nullable: true, description: 'The invoice it concerns, when known.' }) invoiceId: string | null;
  @Field(() => Int, { nullable: true, description: 'The amount reported, in minor units.' }) amount: number | null;
  @Field(() => String, { nullable: true, description: 'Its currency.' }) currency: string | null;
  @Field({ description: 'What is wrong, in words.' }) problem: string;
  @Field(() => Date, { description: 'When it came.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When staff marked it dealt with; null while open.' })
  dealtAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Who marked it dealt with.' }) dealtBy: string | null;
  @Field(() => String, { nullable: true, description: 'What they did about it, in their words.' })
  dealtNote: string | null;
}

@ObjectType({ description: 'Fees, lessons or months no fee applies to: not charged.' })
export class Unpriced {
  @Field({ description: 'The course.' }) course: string;
  @Field(() => ID, { description: 'The teacher.' }) teacherId: string;
  @Field({ description: 'The currency the family is billed in.' }) currency: string;
  @Field(() => Int, { description: 'How many lessons.' }) count: number;
}

@ObjectType({ description: 'What a billing run did for a month.' })
export class BillingRunResult {
  @Field({ description: 'The month, YYYY-MM.' }) period: string;
  @Field(() => Int, { description: 'Invoices drafted now.' }) drafted: number;
  @Field(() => Int, { description: 'Families drafted before (by an earlier run or another server).' })
  alreadyDrafted: number;
  @Field(() => Int, { description: "Lessons of the month not marked yet: charged by a later month's run." })
  unmarked: number;
  @Field(() => [Unpriced], { description: 'What no fee applies to.' }) unpriced: Unpriced[];
  @Field(() => Int, {
    description:
      "Make-ups not taken (credit expired unused) of lessons in a monthly fee, credited now to the family's ledger.",
  })
  makeUpCredits: number;
}

@InputType({ description: 'A fee from a date.' })
export class FeePlanInput {
  @Field({ description: 'The course value, e.g. guitar.' }) course: string;
  @Field(() => ID, {
    nullable: true,
    description: "A teacher whose rate differs from the course's; absent: the course.",
  })
  teacherId?: string | null;
  @Field(() => FeeKindEnum, { description: 'How it charges.' }) kind: FeeKind;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => Int, { description: 'Per lesson, per month or per block, in minor units (whole, more than 0).' })
  amount: number;
  @Field(() => Int, {
    nullable: true,
    description: 'MONTHLY: lessons included in a month (1–31); BLOCK: lessons in a block (1–100).',
  })
  lessonsIncluded?: number | null;
  @Field({ description: "From this date, YYYY-MM-DD (the school's calendar; today or later)." }) validFrom: string;
}

@InputType({ description: 'A payment received outside the product.' })
export class PaymentInputType {
  @Field(() => ID, { description: 'The family.' }) familyId: string;
  @Field(() => ID, { nullable: true, description: 'The invoice it pays, when the family said.' })
  invoiceId?: string | null;
  @Field(() => Int, { description: 'Minor units (whole, more than 0).' }) amount: number;
  @Field(() => CurrencyEnum, { description: "The currency: the family's." }) currency: Currency;
  @Field(() => PaymentMethodEnum, { description: 'How it came.' }) method: PaymentMethod;
  @Field(() => String, {
    nullable: true,
    description: 'Its reference (UTR, transaction id); required but for cash and card.',
  })
  reference?: string | null;
  @Field({ description: 'When it was received, YYYY-MM-DD; not in the future.' }) receivedOn: string;
}
