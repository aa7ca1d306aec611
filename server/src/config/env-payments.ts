/**
 * Online payment of invoices (docs/requirements.md#online-payments): Razorpay for invoices in rupees (UPI, cards,
 * net banking), Stripe for every other currency (cards abroad). A provider is offered only when all its keys are
 * set; without one, an invoice shows how to pay by transfer. The API addresses are for a local stand-in (tests, a
 * provider's mock server); in production they stay unset and each SDK talks to its provider.
 */
import { z } from 'zod';
import type { SettingGroup } from './env-descriptions';
import { flag, url, wholeNumber } from './env-fields';

const secret = () => z.string().min(8, 'must be at least 8 characters').optional();

export const payments = {
  STRIPE_SECRET_KEY: secret(),
  STRIPE_WEBHOOK_SECRET: secret(),
  STRIPE_API_URL: url(['http', 'https']).optional(),
  RAZORPAY_KEY_ID: secret(),
  RAZORPAY_KEY_SECRET: secret(),
  RAZORPAY_WEBHOOK_SECRET: secret(),
  RAZORPAY_API_URL: url(['http', 'https']).optional(),
  BILLING_SCHEDULE: flag().default(true),
  BILLING_REMINDER_DAYS_BEFORE: wholeNumber(0, 30).default(3),
  BILLING_OVERDUE_EVERY_DAYS: wholeNumber(0, 60).default(7),
};

type Values = { [K in keyof typeof payments]?: z.output<(typeof payments)[K]> };

export interface ProviderKeys {
  secretKey: string;
  /** Razorpay's key id (Stripe needs none beside the secret key). */
  keyId: string | null;
  webhookSecret: string;
  /** Another address for the provider's API (a local stand-in); null: the provider's own. */
  apiUrl: string | null;
}

export interface PaymentSettings {
  stripe: ProviderKeys | null;
  razorpay: ProviderKeys | null;
  /** Whether this instance runs the billing calendar, and when unpaid invoices are reminded. */
  schedule: boolean;
  reminders: { daysBefore: number; overdueEveryDays: number };
}

export function toPayments(v: Values): PaymentSettings {
  return {
    stripe:
      v.STRIPE_SECRET_KEY && v.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: v.STRIPE_SECRET_KEY,
            keyId: null,
            webhookSecret: v.STRIPE_WEBHOOK_SECRET,
            apiUrl: v.STRIPE_API_URL ?? null,
          }
        : null,
    razorpay:
      v.RAZORPAY_KEY_ID && v.RAZORPAY_KEY_SECRET && v.RAZORPAY_WEBHOOK_SECRET
        ? {
            secretKey: v.RAZORPAY_KEY_SECRET,
            keyId: v.RAZORPAY_KEY_ID,
            webhookSecret: v.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: v.RAZORPAY_API_URL ?? null,
          }
        : null,
    schedule: v.BILLING_SCHEDULE ?? true,
    reminders: { daysBefore: v.BILLING_REMINDER_DAYS_BEFORE ?? 3, overdueEveryDays: v.BILLING_OVERDUE_EVERY_DAYS ?? 7 },
  };
}

export const PAYMENT_SETTINGS: SettingGroup = {
  title: 'Invoices: online payment and reminders',
  settings: {
    STRIPE_SECRET_KEY: "Stripe's secret API key (`sk_…`): payment links for invoices in currencies other than INR.",
    STRIPE_WEBHOOK_SECRET:
      'The signing secret of the Stripe webhook endpoint `/webhooks/stripe` (`whsec_…`); with the key, Stripe is offered.',
    STRIPE_API_URL: "Another address for Stripe's API (a local stand-in for tests); unset in production.",
    RAZORPAY_KEY_ID: "Razorpay's key id (`rzp_…`): payment links for invoices in INR (UPI, cards, net banking).",
    RAZORPAY_KEY_SECRET: "Razorpay's key secret.",
    RAZORPAY_WEBHOOK_SECRET:
      'The secret of the Razorpay webhook `/webhooks/razorpay`; with the key id and secret, Razorpay is offered.',
    RAZORPAY_API_URL: "Another address for Razorpay's API (a local stand-in for tests); unset in production.",
    BILLING_SCHEDULE:
      'Whether this instance runs the billing calendar (the month’s run on the billing day, reminders); the tests turn it off and call it.',
    BILLING_REMINDER_DAYS_BEFORE:
      'Days before its due date an unpaid invoice is reminded (0: no reminder before it is due).',
    BILLING_OVERDUE_EVERY_DAYS:
      'Days between reminders of an overdue invoice, the first the day after its due date, at most three (0: none).',
  },
};
