/**
 * POST /webhooks/stripe and /webhooks/razorpay (docs/requirements.md#online-payments): each provider's deliveries,
 * read as the raw bytes they were signed over (at most 256 KiB), verified with the provider's SDK and reconciled.
 * 400 for a delivery not signed with the endpoint's secret (nothing recorded); 404 for a provider not set up; 503
 * for a refund whose payment is not recorded yet (the provider delivers it again); 200 otherwise, a delivery seen
 * before included.
 */
import type { FastifyInstance } from 'fastify';
import type { BillingService } from '../modules/billing/billing.service';
import { BadSignature, type ProviderName } from '../modules/billing/payment-providers';

const PROVIDERS: ProviderName[] = ['stripe', 'razorpay'];
const BODY_LIMIT = 256 * 1024;

export function registerPaymentWebhooks(app: FastifyInstance, billing: BillingService): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    for (const name of PROVIDERS)
      scope.post(`/webhooks/${name}`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
        const provider = billing.providers.get(name);
        if (!provider) return reply.code(404).send({ error: `${name} is not set up here` });
        if (!Buffer.isBuffer(request.body))
          return reply.code(400).send({ error: 'Send the event as application/json' });
        let event;
        try {
          event = await provider.read(request.body, request.headers);
        } catch (error) {
          if (error instanceof BadSignature) return reply.code(400).send({ error: error.message });
          return reply.code(400).send({ error: 'Not an event of this provider' });
        }
        if (!event) return reply.send({ received: true, outcome: 'ignored' });
        return reply.send({ received: true, outcome: await billing.online.receive(name, event) });
      });
  });
}
