/**
 * Local stand-ins for the payment providers' APIs (the real ones are not reachable from the tests): HTTP servers
 * that answer the two calls the school makes as each provider documents them — Stripe's POST /v1/checkout/sessions
 * and Razorpay's POST /v1/payment_links — and keep what they were sent. The server's SDKs are pointed at them
 * (STRIPE_API_URL, RAZORPAY_API_URL).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandIn {
  url: string;
  /** Each call: its path and its form or JSON body. */
  calls: { path: string; body: Record<string, string> | Record<string, unknown> }[];
  stop(): Promise<void>;
}

async function standIn(answer: (path: string, body: Record<string, unknown>, n: number) => unknown): Promise<StandIn> {
  const calls: StandIn['calls'] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const json = (request.headers['content-type'] ?? '').includes('json');
      const body = json
        ? (JSON.parse(raw || '{}') as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(raw));
      calls.push({ path: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
      response.end(JSON.stringify(answer(request.url ?? '', body, calls.length)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Stripe: a Checkout Session for the line item asked. */
export const stripeStandIn = () =>
  standIn((_path, body, n) => ({
    id: `cs_test_${n}`,
    object: 'checkout.session',
    mode: 'payment',
    amount_total: Number(body['line_items[0][price_data][unit_amount]']),
    currency: body['line_items[0][price_data][currency]'],
    payment_status: 'unpaid',
    url: `https://checkout.stripe.test/c/pay/cs_test_${n}`,
  }));

/** Razorpay: a Payment Link for the amount asked. */
export const razorpayStandIn = () =>
  standIn((_path, body, n) => ({
    id: `plink_${n}`,
    entity: 'payment_link',
    amount: body.amount,
    currency: body.currency,
    reference_id: body.reference_id,
    status: 'created',
    short_url: `https://rzp.test/l/${n}`,
  }));
