/**
 * Webhook delivery: a JSON POST signed with HMAC-SHA256 of the exact body. The receiver checks
 * X-School-Signature and drops repeats by X-School-Delivery (stable across retries).
 */
import { createHmac } from 'node:crypto';

export function sign(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function postWebhook(
  url: string,
  secret: string,
  deliveryKey: string,
  payload: unknown,
  timeoutMs = 10_000,
): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: {
      'content-type': 'application/json',
      'user-agent': 'music-school-notifier/1',
      'x-school-event': 'submission.created',
      'x-school-delivery': deliveryKey,
      'x-school-signature': sign(secret, body),
    },
    body,
  }).catch((error: Error & { cause?: { code?: string; message?: string } }) => {
    // fetch says only "fetch failed"; the cause (ECONNREFUSED, a timeout…) is what the dashboard should show
    throw new Error(`webhook not reached: ${error.cause?.code ?? error.cause?.message ?? error.message}`);
  });
  await response.body?.cancel().catch(() => undefined);
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered HTTP ${response.status}`);
}
