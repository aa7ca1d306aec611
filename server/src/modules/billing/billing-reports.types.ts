/**
 * The billing reports in the API (docs/requirements.md#billing-reports). Amounts are minor units of `currency`, as
 * SafeInt: a school's totals pass GraphQL's 32-bit Int.
 */
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { SafeInt } from '../../graphql/safe-int';
import { CurrencyEnum, type Currency } from './money';

@ObjectType({ description: 'What is owed, split by how overdue it is (days past the due date, school zone).' })
class AgeingBuckets {
  @Field(() => SafeInt, { description: 'Not due yet (due today or later).' }) notDue: number;
  @Field(() => SafeInt, { description: '1 to 30 days overdue.' }) days1to30: number;
  @Field(() => SafeInt, { description: '31 to 60 days overdue.' }) days31to60: number;
  @Field(() => SafeInt, { description: '61 to 90 days overdue.' }) days61to90: number;
  @Field(() => SafeInt, { description: 'More than 90 days overdue.' }) over90: number;
}

@ObjectType({ description: 'A family that owes money, and for how long.' })
export class AgeingRowType extends AgeingBuckets {
  @Field(() => ID, { description: 'The family.' }) familyId: string;
  @Field({ description: 'The payer, or the family email when no payer is known.' }) familyName: string;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => SafeInt, { description: "What it owes: its ledger's sum on the day (the buckets add up to it)." })
  owed: number;
  @Field({ description: 'The due date of its oldest unpaid invoice, YYYY-MM-DD.' }) oldestDue: string;
}

@ObjectType({ description: 'A family in credit (it paid more than it was invoiced).' })
export class AgeingCreditType {
  @Field(() => ID, { description: 'The family.' }) familyId: string;
  @Field({ description: 'The payer, or the family email.' }) familyName: string;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => SafeInt, { description: 'How much it is in credit (positive).' }) credit: number;
}

@ObjectType({ description: 'The totals of one currency (currencies are never added together).' })
export class AgeingTotalType extends AgeingBuckets {
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => SafeInt, { description: 'Owed in all.' }) owed: number;
  @Field(() => Int, { description: 'Families that owe.' }) families: number;
  @Field(() => SafeInt, { description: 'Held in credit in all (positive).' }) credit: number;
  @Field(() => Int, { description: 'Families in credit.' }) creditFamilies: number;
}

@ObjectType({ description: 'Who owes what on a day, and for how long.' })
export class BillingAgeingType {
  @Field({ description: 'The day, YYYY-MM-DD (school zone).' }) asOf: string;
  @Field(() => [AgeingRowType], { description: 'Families that owe: the longest overdue first.' }) rows: AgeingRowType[];
  @Field(() => [AgeingCreditType], { description: 'Families in credit, apart: not in the totals owed.' })
  credits: AgeingCreditType[];
  @Field(() => [AgeingTotalType], { description: 'Per currency.' }) totals: AgeingTotalType[];
}

@ObjectType({ description: "A month's invoicing and payments in one currency." })
export class RevenueMonthType {
  @Field({ description: 'The month, YYYY-MM: the month invoices bill; the month payments came.' }) month: string;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => SafeInt, { description: "Charges of the month's issued invoices." }) charges: number;
  @Field(() => SafeInt, { description: 'Their discounts.' }) discounts: number;
  @Field(() => SafeInt, { description: 'Credit notes against them, without their tax.' }) credited: number;
  @Field(() => SafeInt, { description: 'Revenue net of tax: charges − discounts − credited.' }) revenue: number;
  @Field(() => SafeInt, { description: 'Tax, less the credit notes’ share.' }) tax: number;
  @Field(() => SafeInt, { description: 'Invoice totals less credit notes: revenue + tax.' }) invoiced: number;
  @Field(() => SafeInt, { description: 'Payments received in the month.' }) received: number;
  @Field(() => SafeInt, { description: 'Refunds paid in the month.' }) refunded: number;
}

@ObjectType({ description: "A course's or a teacher's part of the revenue, or the discounts or credit notes." })
export class RevenueShareType {
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field({ description: 'The course value or teacher id; "discounts" or "credit-notes"; empty for none.' })
  key: string;
  @Field({ description: 'For people: the course or teacher name, "Discounts", "Credit notes".' }) label: string;
  @Field(() => SafeInt, { description: 'Minor units (negative for discounts and credit notes).' }) amount: number;
}

@ObjectType({ description: 'Revenue over months, per currency.' })
export class BillingRevenueType {
  @Field({ description: 'The first month, YYYY-MM.' }) from: string;
  @Field({ description: 'The last month, YYYY-MM.' }) to: string;
  @Field(() => [RevenueMonthType], { description: 'Every month of the range for each currency seen.' })
  months: RevenueMonthType[];
  @Field(() => [RevenueShareType], { description: 'By course, then discounts and credit notes.' })
  byCourse: RevenueShareType[];
  @Field(() => [RevenueShareType], { description: 'By teacher, then discounts and credit notes.' })
  byTeacher: RevenueShareType[];
}
