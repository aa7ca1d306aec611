/** Sends one job on its channel. Throws on failure; PermanentError means retrying cannot help. */
import type { DataSource } from 'typeorm';
import type { NotificationSettings } from '../../config/env';
import { PermanentError, type EventTopic, type MailComposer } from '../outbox';
import { Mailer } from './mailer';
import type { SchoolContacts } from '../school-contact';
import type { Notification } from './notification.entity';
import type { Kinds } from '../kinds/kind-definition';
import { notifiedKind, summarize } from './submission-summary';
import { postWebhook } from './webhook-sender';

export class NotificationDelivery {
  private readonly mailer: Mailer | null;

  constructor(
    private readonly dataSource: DataSource,
    /** Every kind: a submission's notice is its kind's. */
    private readonly kinds: Kinds,
    private readonly settings: NotificationSettings,
    private readonly composers: Partial<Record<EventTopic, MailComposer>> = {},
    private readonly school: SchoolContacts | null = null,
  ) {
    this.mailer = settings.smtpUrl ? new Mailer(settings.smtpUrl, settings.mailFrom, settings.sendTimeoutMs) : null;
  }

  async deliver(job: Notification): Promise<void> {
    const composer = job.topic in this.composers ? this.composers[job.topic as EventTopic] : undefined;
    if (composer) {
      if (!this.mailer) throw new PermanentError('not sent: SMTP_URL not set');
      const school = this.school
        ? await this.school.current()
        : { name: this.mailer.sender.name, replyTo: this.mailer.sender.email };
      const message = await composer(job, school);
      await this.mailer.sendMessage(job, {
        ...message,
        replyTo: message.replyTo ?? school.replyTo,
        fromName: school.name,
      });
      return;
    }
    const kind = notifiedKind(this.kinds, job.kind);
    if (!kind) throw new PermanentError(`not sent: submissions of kind ${job.kind} are never notified`);
    const row = await this.dataSource.getRepository(kind.entity).findOneBy({ id: job.submissionId });
    if (!row) throw new PermanentError('the submission no longer exists');
    const summary = summarize(
      this.kinds,
      job.kind,
      row,
      this.settings.publicUrl,
      job.topic,
      this.settings.schoolTimeZone,
    );
    if (job.channel === 'email') {
      if (!this.mailer) throw new PermanentError('not sent: SMTP_URL not set');
      await this.mailer.send(job, summary, typeof row.email === 'string' ? row.email : null);
      return;
    }
    if (!this.settings.webhookSecret) throw new PermanentError('not sent: WEBHOOK_SECRET not set');
    const payload = {
      event: 'submission.created',
      deliveryKey: job.deliveryKey,
      kind: job.kind,
      submission: summary.data,
      dashboardUrl: summary.link,
    };
    await postWebhook(job.recipient, this.settings.webhookSecret, job.deliveryKey, payload);
  }

  close(): void {
    this.mailer?.close();
  }
}
