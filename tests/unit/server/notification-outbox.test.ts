import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../server/src/config/env';
import { kinds } from '../../../server/src/modules/kinds/registry';
import { NotificationOutbox } from '../../../server/src/modules/notification/notification-outbox';
import { backoffMs } from '../../../server/src/modules/notification/notification-worker';

const settings = (source: Record<string, string>) => parseEnv(source, '/srv').notifications;
const id = '6f1c2f7e-8a7b-4f2a-9d55-0c3c8a1e2b11';

describe('NotificationOutbox', () => {
  it('adds no job for spam', () => {
    const outbox = new NotificationOutbox(
      settings({ SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TRIAL_TO: 'a@school.org' }),
      kinds,
    );
    expect(outbox.for('trial-request', { id, spam: true })).toEqual([]);
  });

  it('adds one email job per kind with recipients, and a webhook job when a URL is set', () => {
    const outbox = new NotificationOutbox(
      settings({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        NOTIFY_TRIAL_TO: 'a@school.org, b@school.org',
        WEBHOOK_URL_TRIAL: 'https://hooks.example.org/t',
        WEBHOOK_SECRET: '0123456789abcdef',
      }),
      kinds,
    );
    let woken = 0;
    outbox.onQueued = () => woken++;
    const rows = outbox.for('trial-request', { id, spam: false }).map((c) => c.row);
    expect(rows).toMatchObject([
      {
        channel: 'email',
        recipient: 'a@school.org, b@school.org',
        status: 'queued',
        deliveryKey: `trial-request.${id}.email`,
      },
      {
        channel: 'webhook',
        recipient: 'https://hooks.example.org/t',
        status: 'queued',
        deliveryKey: `trial-request.${id}.webhook`,
      },
    ]);
    expect(woken).toBe(1);
    // no recipients of its own: the sender address (SMTP_URL is set), and no webhook
    expect(outbox.for('contact-message', { id, spam: false }).map((c) => c.row)).toMatchObject([
      { channel: 'email', recipient: 'no-reply@localhost' },
    ]);
  });

  it('records email as skipped when SMTP_URL is unset', () => {
    const outbox = new NotificationOutbox(settings({ NOTIFY_CONTACT_TO: 'a@school.org' }), kinds);
    const [job] = outbox.for('contact-message', { id, spam: false });
    expect(job.row).toMatchObject({ status: 'skipped', lastError: 'not sent: SMTP_URL not set' });
  });
  it('queues the sender an acknowledgement only when SMTP can carry it', () => {
    const sender = { id, spam: false, email: 'asha@example.org' };
    const withSmtp = new NotificationOutbox(
      settings({ SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_CONTACT_TO: 'a@school.org' }),
      kinds,
    );
    expect(withSmtp.for('contact-message', sender).map((c) => c.row)).toMatchObject([
      { recipient: 'a@school.org', topic: 'submission' },
      {
        recipient: 'asha@example.org',
        topic: 'acknowledgement',
        status: 'queued',
        deliveryKey: `contact-message.${id}.acknowledgement`,
      },
    ]);
    // no SMTP: the school's own alert is kept as skipped, the visitor's mail is not queued at all
    const withoutSmtp = new NotificationOutbox(settings({ NOTIFY_CONTACT_TO: 'a@school.org' }), kinds);
    expect(withoutSmtp.for('contact-message', sender).map((c) => c.row)).toMatchObject([
      { recipient: 'a@school.org', status: 'skipped' },
    ]);
    expect(new NotificationOutbox(settings({}), kinds).for('contact-message', sender).map((c) => c.row)).toMatchObject([
      { recipient: 'no-reply@localhost', status: 'skipped', topic: 'submission' },
    ]);
  });
});

describe('NotificationOutbox.assigned', () => {
  it('makes an email job of topic assigned to the assignee alone, with a delivery key of its own per job', () => {
    const outbox = new NotificationOutbox(
      settings({ SMTP_URL: 'smtp://127.0.0.1:2525', NOTIFY_TRIAL_TO: 'a@school.org' }),
      kinds,
    );
    const first = outbox.assigned('trial-request', id, 'ravi@school.org');
    const again = outbox.assigned('trial-request', id, 'ravi@school.org');
    expect(first).toMatchObject({
      topic: 'assigned',
      channel: 'email',
      recipient: 'ravi@school.org',
      status: 'queued',
    });
    expect(first.deliveryKey).toBe(`assigned.${first.id}`);
    expect(again.deliveryKey).not.toBe(first.deliveryKey);
  });
});

describe('backoffMs', () => {
  it('doubles from the base up to the cap', () => {
    const s = settings({ NOTIFY_RETRY_BASE_MS: '5000', NOTIFY_RETRY_MAX_MS: '60000' });
    expect([0, 1, 2, 3, 4, 10].map((n) => backoffMs(s, n))).toEqual([5000, 10000, 20000, 40000, 60000, 60000]);
  });
});
