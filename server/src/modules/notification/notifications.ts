/** Wires the notification outbox: the companion rows for submissions, and this process's worker. */
import type { Kinds } from '../kinds/kind-definition';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { NotificationSettings } from '../../config/env';
import type { EventTopic, MailComposer } from '../outbox';
import { NotificationDelivery } from './notification-delivery';
import { NotificationOutbox, OutboxStaffMail } from './notification-outbox';
import { NotificationStore } from './notification-store';
import { NotificationWorker } from './notification-worker';
import type { SchoolContacts } from '../school-contact';

export interface Notifications {
  outbox: NotificationOutbox;
  worker: NotificationWorker;
  /** Assignment mails, through the same outbox and worker. */
  staffMail: OutboxStaffMail;
}

export function createNotifications(
  settings: NotificationSettings,
  dataSource: DataSource,
  /** Every kind (modules/kinds/registry.ts), from the composition root. */
  kinds: Kinds,
  log: FastifyBaseLogger,
  composers: Partial<Record<EventTopic, MailComposer>> = {},
  school: SchoolContacts | null = null,
): Notifications {
  const workerId = `${hostname().slice(0, 20)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const worker = new NotificationWorker(
    new NotificationStore(dataSource, workerId),
    new NotificationDelivery(dataSource, kinds, settings, composers, school),
    settings,
    log,
  );
  const outbox = new NotificationOutbox(settings, kinds);
  outbox.onQueued = () => worker.wake();
  const mailed = Object.entries(settings.emailTo)
    .filter(([, to]) => to.length > 0)
    .map(([kind, to]) => `${kind} → ${to.join(', ')}`);
  if (mailed.length > 0 && !settings.smtpUrl)
    log.warn('SMTP_URL is not set: notification mails are recorded in the dashboard, not sent');
  else if (mailed.length > 0) log.info({ recipients: mailed }, 'notification mails on');
  return { outbox, worker, staffMail: new OutboxStaffMail(outbox, dataSource) };
}
