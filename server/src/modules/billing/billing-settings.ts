/**
 * The school's billing settings (docs/requirements.md#billing-settings): one row, absent until staff first save it,
 * read with its defaults until then. Text an admin types here reaches invoices: it is cleaned where it enters
 * (control characters out, Unicode composed, spaces trimmed) and escaped wherever it is shown.
 */
import { DateTime } from 'luxon';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { DataSource } from 'typeorm';
import { atomically } from '../../db/atomic';
import { ValidationError } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import { BillingSettingsRow } from './billing.entities';
import { CurrencyEnum, formatRate, isCurrency, type Currency } from './money';

@ObjectType({ description: "The school's billing settings." })
@InputType('BillingSettingsInput', { description: "The school's billing settings, all at once." })
export class BillingSettings {
  @Field(() => CurrencyEnum, { description: 'The currency a family is billed in until staff choose another.' })
  defaultCurrency: Currency;
  @Field({ description: 'The name of the tax on invoices, e.g. GST.' }) taxLabel: string;
  @Field(() => Int, { description: 'Tax rate in basis points (1800 = 18%); 0: no tax line.' }) taxBp: number;
  @Field(() => Int, { description: "Sibling discount in basis points, on each student's charges but the largest." })
  siblingBp: number;
  @Field(() => Int, { description: "Second-course discount in basis points, on a student's courses but the largest." })
  multiCourseBp: number;
  @Field(() => Int, { description: "The day of the month (1–28, the school's zone) the last month is billed on." })
  billingDay: number;
  @Field(() => Int, { description: 'Days from issue an invoice is due.' }) dueDays: number;
  @Field(() => Int, { description: 'The month the financial year starts (4: April, as in India).' })
  fyStartMonth: number;
  @Field({ description: 'What invoice numbers start with, e.g. INV/ (then the financial year and the number).' })
  invoicePrefix: string;
  @Field({ description: 'How to pay, printed on every invoice (bank details, UPI id).' }) payInstructions: string;
  @Field(() => String, {
    nullable: true,
    description: "The school's postal address on its invoices (lines kept); null or left out: none.",
  })
  schoolAddress: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The school's tax registration on its invoices, e.g. a GSTIN; null or left out: none.",
  })
  taxId: string | null;
}

/** Saved all at once; the school's address and tax id may be left out (none). */
export type BillingSettingsInput = Omit<BillingSettings, 'schoolAddress' | 'taxId'> &
  Partial<Pick<BillingSettings, 'schoolAddress' | 'taxId'>>;

export const DEFAULT_SETTINGS: BillingSettings = {
  defaultCurrency: 'INR',
  taxLabel: 'GST',
  taxBp: 0,
  siblingBp: 0,
  multiCourseBp: 0,
  billingDay: 1,
  dueDays: 14,
  fyStartMonth: 4,
  invoicePrefix: 'INV/',
  payInstructions: '',
  schoolAddress: null,
  taxId: null,
};

/** Typed text as kept: composed, control characters out but line breaks, spaces trimmed. */
export const cleanText = (value: string) =>
  value
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\p{Cc}/gu, (c) => (c === '\n' ? c : ' '))
    .trim();

/** The financial year an issue date falls in: "2026-27" (April start), or "2027" when it starts in January. */
export function financialYear(date: string, startMonth: number): string {
  const day = DateTime.fromISO(date, { zone: 'UTC' });
  const first = day.month >= startMonth ? day.year : day.year - 1;
  return startMonth === 1 ? String(first) : `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}

export class BillingSettingsStore {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(): Promise<BillingSettings> {
    const row = await this.dataSource.getRepository(BillingSettingsRow).findOneBy({ id: 1 });
    if (!row) return { ...DEFAULT_SETTINGS };
    const { id: _id, updatedBy: _by, updatedAt: _at, ...settings } = row;
    return settings;
  }

  async set(input: BillingSettingsInput, actor: Actor, now = new Date()): Promise<BillingSettings> {
    const settings = check(input);
    const columns = {
      default_currency: settings.defaultCurrency,
      tax_label: settings.taxLabel,
      tax_bp: settings.taxBp,
      sibling_bp: settings.siblingBp,
      multi_course_bp: settings.multiCourseBp,
      billing_day: settings.billingDay,
      due_days: settings.dueDays,
      fy_start_month: settings.fyStartMonth,
      invoice_prefix: settings.invoicePrefix,
      pay_instructions: settings.payInstructions,
      school_address: settings.schoolAddress,
      tax_id: settings.taxId,
      updated_by: actor.actorEmail,
      updated_at: now,
    };
    const names = Object.keys(columns);
    await atomically(this.dataSource, [
      {
        sql:
          `INSERT INTO billing_settings (id, ${names.join(', ')}) VALUES (1, ${names.map(() => '?').join(', ')}) ` +
          `ON CONFLICT (id) DO UPDATE SET ${names.map((n) => `${n} = excluded.${n}`).join(', ')}`,
        params: Object.values(columns),
      },
      this.audit.statement(
        actor,
        'billing_settings',
        'billing_settings',
        `${settings.taxLabel} ${formatRate(settings.taxBp)}, sibling ${formatRate(settings.siblingBp)}, ` +
          `second course ${formatRate(settings.multiCourseBp)}, billed on day ${settings.billingDay}, ` +
          `due in ${settings.dueDays} days, year from month ${settings.fyStartMonth}`,
        now,
      ),
    ]);
    return settings;
  }
}

function check(input: BillingSettingsInput): BillingSettings {
  const problems: Record<string, string> = {};
  const whole = (field: keyof BillingSettings, min: number, max: number) => {
    const value = input[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      problems[field] = `Must be a whole number from ${min} to ${max}`;
  };
  if (!isCurrency(input.defaultCurrency)) problems.defaultCurrency = 'Unknown currency';
  const taxLabel = cleanText(input.taxLabel ?? '');
  if (!taxLabel || taxLabel.length > 20) problems.taxLabel = 'Name the tax in 1 to 20 characters';
  whole('taxBp', 0, 10_000);
  whole('siblingBp', 0, 10_000);
  whole('multiCourseBp', 0, 10_000);
  whole('billingDay', 1, 28);
  whole('dueDays', 0, 90);
  whole('fyStartMonth', 1, 12);
  const invoicePrefix = (input.invoicePrefix ?? '').trim().toUpperCase();
  if (!/^[A-Z0-9/-]{0,12}$/.test(invoicePrefix)) problems.invoicePrefix = 'At most 12 letters, digits, / or -';
  const payInstructions = cleanText(input.payInstructions ?? '');
  if (payInstructions.length > 1000) problems.payInstructions = 'At most 1000 characters';
  const schoolAddress = cleanText(input.schoolAddress ?? '') || null;
  if (schoolAddress && schoolAddress.length > 300) problems.schoolAddress = 'At most 300 characters';
  const taxId = cleanText(input.taxId ?? '').replace(/\s+/g, ' ') || null;
  if (taxId && taxId.length > 30) problems.taxId = 'At most 30 characters';
  const first = Object.values(problems)[0];
  if (first) throw new ValidationError(first, problems);
  return { ...input, taxLabel, invoicePrefix, payInstructions, schoolAddress, taxId };
}
