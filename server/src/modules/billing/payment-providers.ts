/**
 * The payment providers behind one interface (docs/requirements.md#online-payments): each makes a payment link for
 * an amount and reads its own webhooks, verified by signature with its official SDK. Razorpay takes rupees (UPI,
 * cards, net banking); Stripe every other currency (cards abroad).
 */
import type Razorpay from 'razorpay';
import type Stripe from 'stripe';
import type { PaymentSettings, ProviderKeys } from '../../config/env-payments';
import type { Currency } from './money';

export type ProviderName = 'stripe' | 'razorpay';

export interface LinkRequest {
  invoiceId: string;
  /** The invoice's number, shown on the provider's page. */
  title: string;
  amount: number;
  currency: Currency;
  email: string;
  name: string;
  /** Where the family comes back to. */
  returnUrl: string;
}

/** What a provider reported, in our terms; null from `read` for an event we do not act on. */
export type ProviderEvent =
  | { kind: 'PAYMENT'; eventId: string; paymentId: string; linkRef: string; amount: number; currency: string }
  | { kind: 'REFUND'; eventId: string; refundId: string; paymentId: string; amount: number; currency: string };

export interface PaymentProvider {
  readonly name: ProviderName;
  /** A payment link for the request: the provider's id for it, and where to send the family. */
  createLink(request: LinkRequest): Promise<{ ref: string; url: string }>;
  /** The event of a webhook delivery; throws a BadSignature for one not signed with the endpoint's secret. */
  read(body: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent | null>;
}

export class BadSignature extends Error {
  constructor() {
    super('The webhook is not signed with this endpoint’s secret');
  }
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The SDKs are loaded on first use, not at start: they are large (Stripe's is several MB of code), and most
 * instances take no payment in most minutes.
 */
class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private sdk: Promise<Stripe> | null = null;

  constructor(private readonly keys: ProviderKeys) {}

  private client(): Promise<Stripe> {
    const keys = this.keys;
    const api = keys.apiUrl ? new URL(keys.apiUrl) : null;
    return (this.sdk ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(
          keys.secretKey,
          api
            ? {
                host: api.hostname,
                port: api.port,
                protocol: api.protocol === 'http:' ? 'http' : 'https',
                maxNetworkRetries: 1,
              }
            : { maxNetworkRetries: 2 },
        ),
    ));
  }

  async createLink(request: LinkRequest) {
    const session = await (
      await this.client()
    ).checkout.sessions.create({
      mode: 'payment',
      client_reference_id: request.invoiceId,
      customer_email: request.email,
      metadata: { invoiceId: request.invoiceId },
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: request.currency.toLowerCase(),
            unit_amount: request.amount,
            product_data: { name: request.title },
          },
        },
      ],
      success_url: request.returnUrl,
      cancel_url: request.returnUrl,
    });
    if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
    return { ref: session.id, url: session.url };
  }

  async read(body: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent | null> {
    const stripe = await this.client();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(body, header(headers, 'stripe-signature') ?? '', this.keys.webhookSecret);
    } catch {
      throw new BadSignature();
    }
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      if (session.payment_status !== 'paid' || !session.payment_intent) return null;
      const paymentId = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent.id;
      return {
        kind: 'PAYMENT',
        eventId: event.id,
        paymentId,
        linkRef: session.id,
        amount: session.amount_total ?? 0,
        currency: (session.currency ?? '').toUpperCase(),
      };
    }
    if (event.type === 'refund.created') {
      const refund = event.data.object;
      const intent = refund.payment_intent;
      if (!intent) return null;
      return {
        kind: 'REFUND',
        eventId: event.id,
        refundId: refund.id,
        paymentId: typeof intent === 'string' ? intent : intent.id,
        amount: refund.amount,
        currency: refund.currency.toUpperCase(),
      };
    }
    return null;
  }
}

interface RazorpayWebhook {
  event: string;
  payload: {
    payment_link?: { entity: { id: string } };
    payment?: { entity: { id: string; amount: number; currency: string } };
    refund?: { entity: { id: string; payment_id: string; amount: number; currency: string } };
  };
}

class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';
  private sdk: Promise<{ client: Razorpay; validate: typeof Razorpay.validateWebhookSignature }> | null = null;

  constructor(private readonly keys: ProviderKeys) {}

  private load() {
    const keys = this.keys;
    return (this.sdk ??= import('razorpay').then(({ default: RazorpaySdk }) => {
      const client = new RazorpaySdk({ key_id: keys.keyId!, key_secret: keys.secretKey });
      // The SDK has no setting for its address; a local stand-in (RAZORPAY_API_URL) replaces it on its HTTP client.
      if (keys.apiUrl)
        (client as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL =
          keys.apiUrl.replace(/\/$/, '');
      return { client, validate: RazorpaySdk.validateWebhookSignature.bind(RazorpaySdk) };
    }));
  }

  async createLink(request: LinkRequest) {
    const link = await (
      await this.load()
    ).client.paymentLink.create({
      amount: request.amount,
      currency: request.currency,
      description: request.title,
      reference_id: request.invoiceId,
      customer: { email: request.email, name: request.name },
      notify: { email: false, sms: false },
      callback_url: request.returnUrl,
      callback_method: 'get',
    });
    return { ref: link.id, url: link.short_url };
  }

  async read(body: Buffer, headers: Record<string, string | string[] | undefined>): Promise<ProviderEvent | null> {
    const { validate } = await this.load();
    const text = body.toString('utf8');
    const signature = header(headers, 'x-razorpay-signature') ?? '';
    let valid = false;
    try {
      valid = validate(text, signature, this.keys.webhookSecret);
    } catch {
      valid = false;
    }
    if (!valid) throw new BadSignature();
    const webhook = JSON.parse(text) as RazorpayWebhook;
    const eventId = header(headers, 'x-razorpay-event-id') ?? '';
    if (!eventId) return null;
    const payment = webhook.payload.payment?.entity;
    if (webhook.event === 'payment_link.paid' && payment && webhook.payload.payment_link)
      return {
        kind: 'PAYMENT',
        eventId,
        paymentId: payment.id,
        linkRef: webhook.payload.payment_link.entity.id,
        amount: payment.amount,
        currency: payment.currency.toUpperCase(),
      };
    const refund = webhook.payload.refund?.entity;
    if (webhook.event === 'refund.processed' && refund)
      return {
        kind: 'REFUND',
        eventId,
        refundId: refund.id,
        paymentId: refund.payment_id,
        amount: refund.amount,
        currency: refund.currency.toUpperCase(),
      };
    return null;
  }
}

/** The providers configured, by name. */
export function paymentProviders(settings: PaymentSettings): Map<ProviderName, PaymentProvider> {
  const providers = new Map<ProviderName, PaymentProvider>();
  if (settings.stripe) providers.set('stripe', new StripeProvider(settings.stripe));
  if (settings.razorpay) providers.set('razorpay', new RazorpayProvider(settings.razorpay));
  return providers;
}

/** Who takes a currency: Razorpay rupees, Stripe the rest. */
export const providerOf = (currency: Currency): ProviderName => (currency === 'INR' ? 'razorpay' : 'stripe');
