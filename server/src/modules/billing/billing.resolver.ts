/**
 * Billing in the API (docs/requirements.md#billing): admins only — teachers see no money. Every change is audited;
 * bad input is BAD_USER_INPUT naming the field, an unknown id NOT_FOUND.
 */
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { actorOf } from '../admin/actor';
import { BillingSettings } from './billing-settings';
import { FeePlan, invoiceNumber, type InvoiceRow } from './billing.entities';
import {
  BillingException,
  BillingRunResult,
  CreditNote,
  FamilyLedgerType,
  FeePlanInput,
  Invoice,
  InvoiceLine,
  PaymentInputType,
} from './billing.types';
import { CurrencyEnum, type Currency } from './money';

async function invoicesOf(rows: InvoiceRow[], ctx: GraphQLContext): Promise<Invoice[]> {
  const families = await ctx.admin.billing.enrolment.families([...new Set(rows.map((r) => r.familyId))]);
  const names = new Map(families.map((f) => [f.id, f.payerName || f.email]));
  return rows.map((row) => ({ ...row, number: invoiceNumber(row), billedTo: names.get(row.familyId) ?? '' }));
}

@Resolver(() => Invoice)
export class InvoiceResolver {
  @Authorized('admin')
  @Query(() => [Invoice], {
    description: 'Admin only. Invoices, newest month first, then by number (at most 5000), filtered as asked.',
  })
  async invoices(
    @Arg('period', () => String, { nullable: true, description: 'A month, YYYY-MM.' }) period: string | null,
    @Arg('familyId', () => ID, { nullable: true, description: 'One family.' }) familyId: string | null,
    @Arg('status', () => String, { nullable: true, description: 'DRAFT or ISSUED.' }) status: string | null,
    @Ctx() ctx: GraphQLContext,
  ) {
    return invoicesOf(await ctx.admin.billing.invoices.list({ period, familyId, status }), ctx);
  }

  @Authorized('admin')
  @Query(() => Invoice, { description: 'Admin only. One invoice; NOT_FOUND for an unknown id.' })
  async invoice(@Arg('id', () => ID, { description: 'The invoice.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return (await invoicesOf([await ctx.admin.billing.invoices.get(id)], ctx))[0];
  }

  @FieldResolver(() => [InvoiceLine], { description: 'Its lines: charges, then discounts.' })
  lines(@Root() invoice: Invoice, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.invoices.lines(invoice.id);
  }

  @FieldResolver(() => [CreditNote], { description: 'Credit notes against it, in order.' })
  async creditNotes(@Root() invoice: Invoice, @Ctx() ctx: GraphQLContext) {
    const notes = await ctx.admin.billing.invoices.creditNotes(invoice.id);
    return notes.map((note) => ({ ...note, number: invoiceNumber(note)! }));
  }

  @Authorized('admin')
  @Mutation(() => BillingRunResult, {
    description:
      "Admin only. Drafts the month's invoices: one per family with charges, none twice (safe to run again, on any " +
      'server). BAD_USER_INPUT naming period for a month not ended. Audited.',
  })
  runBilling(@Arg('period', { description: 'The month, YYYY-MM.' }) period: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.run.draft(period, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Invoice, {
    description: "Admin only. Issues a draft: the year's next number, a due date, its total on the ledger. Audited.",
  })
  async issueInvoice(@Arg('id', () => ID, { description: 'The draft.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return (await invoicesOf([await ctx.admin.billing.invoices.issue(id, actorOf(ctx))], ctx))[0];
  }

  @Authorized('admin')
  @Mutation(() => Int, { description: 'Admin only. Issues every draft of the month; answers how many. Audited.' })
  issueInvoices(@Arg('period', { description: 'The month, YYYY-MM.' }) period: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.invoices.issueAll(period, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Boolean, {
    description: 'Admin only. Discards a draft: its charges go to the next run. An issued invoice is credited instead.',
  })
  discardInvoice(@Arg('id', () => ID, { description: 'The draft.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.invoices.discard(id, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => CreditNote, {
    description:
      'Admin only. A credit note against an issued invoice (at most what is not credited yet); credited in full, its ' +
      'month can be billed again. Audited.',
  })
  async creditInvoice(
    @Arg('invoiceId', () => ID, { description: 'The issued invoice.' }) invoiceId: string,
    @Arg('amount', () => Int, { description: 'Minor units.' }) amount: number,
    @Arg('reason', { description: 'Why (1–200 characters).' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    const note = await ctx.admin.billing.invoices.credit(invoiceId, amount, reason, actorOf(ctx));
    return { ...note, number: invoiceNumber(note)! };
  }
}

@Resolver()
export class BillingResolver {
  @Authorized('admin')
  @Query(() => BillingSettings, { description: "Admin only. The school's billing settings." })
  billingSettings(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.settings.get();
  }

  @Authorized('admin')
  @Mutation(() => BillingSettings, { description: 'Admin only. Saves the billing settings, all at once. Audited.' })
  setBillingSettings(
    @Arg('input', () => BillingSettings, { description: 'The settings.' }) input: BillingSettings,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.settings.set(input, actorOf(ctx));
  }

  @Authorized('admin')
  @Query(() => [BillingException], {
    description:
      'Admin only. What payment providers reported that could not change a balance, newest first: the open ones, ' +
      'or every one (at most 500).',
  })
  billingExceptions(
    @Arg('includeDealt', () => Boolean, { defaultValue: false, description: 'Those dealt with too.' })
    includeDealt: boolean,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.exceptions.list(includeDealt);
  }

  @Authorized('admin')
  @Mutation(() => BillingException, {
    description: 'Admin only. Closes an open payment exception, saying what was done (audited).',
  })
  markPaymentExceptionDealt(
    @Arg('id', () => ID, { description: 'The exception.' }) id: string,
    @Arg('note', { description: 'What was done, e.g. "Refunded on Razorpay" (at most 300 characters).' })
    note: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.exceptions.markDealt(id, note, actorOf(ctx));
  }

  @Authorized('admin')
  @Query(() => [FeePlan], { description: 'Admin only. Every fee, by course, teacher, currency and date.' })
  feePlans(@Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.fees.all();
  }

  @Authorized('admin')
  @Mutation(() => FeePlan, {
    description:
      'Admin only. A fee from a date (today or later) for a course, or a teacher of it, in a currency. ' +
      'BAD_USER_INPUT naming the field. Audited.',
  })
  setFeePlan(
    @Arg('input', () => FeePlanInput, { description: 'The fee.' }) input: FeePlanInput,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.fees.set(input, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => Boolean, { description: 'Admin only. Takes back a fee whose date has not come. Audited.' })
  removeFeePlan(@Arg('id', () => ID, { description: 'The fee.' }) id: string, @Ctx() ctx: GraphQLContext) {
    return ctx.admin.billing.fees.remove(id, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => CurrencyEnum, {
    description: 'Admin only. The currency a family is billed in; fixed once it has an invoice. Audited.',
  })
  setFamilyCurrency(
    @Arg('familyId', () => ID, { description: 'The family.' }) familyId: string,
    @Arg('currency', () => CurrencyEnum, { description: 'The currency.' }) currency: Currency,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.accounts.setCurrency(familyId, currency, actorOf(ctx));
  }

  @Authorized('admin')
  @Query(() => FamilyLedgerType, { description: "Admin only. A family's ledger, line by line, and its balance." })
  familyLedger(
    @Arg('familyId', () => ID, { description: 'The family.' }) familyId: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.ledger.of(familyId);
  }

  @Authorized('admin')
  @Mutation(() => FamilyLedgerType, {
    description:
      'Admin only. A payment received by transfer, UPI, cash or card; a reference is recorded once. BAD_USER_INPUT ' +
      "naming the field for an amount not a whole positive number, another currency than the family's, a reference " +
      'recorded already, or an invoice credited in full. Audited.',
  })
  recordPayment(
    @Arg('input', () => PaymentInputType, { description: 'The payment.' }) input: PaymentInputType,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.ledger.recordPayment(input, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => FamilyLedgerType, { description: 'Admin only. A credit for the family (goodwill). Audited.' })
  grantCredit(
    @Arg('familyId', () => ID, { description: 'The family.' }) familyId: string,
    @Arg('amount', () => Int, { description: 'Minor units.' }) amount: number,
    @Arg('reason', { description: 'Why (1–200 characters).' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.ledger.grantCredit(familyId, amount, reason, actorOf(ctx));
  }

  @Authorized('admin')
  @Mutation(() => FamilyLedgerType, { description: 'Admin only. Money paid back to the family. Audited.' })
  recordRefund(
    @Arg('familyId', () => ID, { description: 'The family.' }) familyId: string,
    @Arg('amount', () => Int, { description: 'Minor units.' }) amount: number,
    @Arg('reason', { description: 'Why (1–200 characters).' }) reason: string,
    @Ctx() ctx: GraphQLContext,
  ) {
    return ctx.admin.billing.ledger.recordRefund(familyId, amount, reason, actorOf(ctx));
  }
}
