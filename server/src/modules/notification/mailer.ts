/** Email delivery over SMTP (nodemailer): a short plain-text + HTML message per submission. */
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml, type MailMessage } from '../outbox';
import type { Notification } from './notification.entity';
import type { SubmissionSummary } from './submission-summary';

export function composeText(summary: SubmissionSummary): string {
  const lines = summary.fields.map(([label, value]) => `${label}: ${value.includes('\n') ? `\n${value}` : value}`);
  return `${summary.subject}\n\n${lines.join('\n')}\n\nOpen it in the dashboard: ${summary.link}\n`;
}

export function composeHtml(summary: SubmissionSummary): string {
  const rows = summary.fields.map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
  );
  return `<!doctype html><html><body style="font-family:sans-serif">
<h2 style="font-size:18px">${escapeHtml(summary.subject)}</h2>
<table>${rows.join('')}</table>
<p><a href="${escapeHtml(summary.link)}">Open it in the dashboard</a></p>
</body></html>`;
}

export class Mailer {
  private readonly transport: Transporter;
  private readonly domain: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as never);
    this.domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  }

  /** The address mails come from ("School <noreply@…>"), as name and address. */
  get sender(): { name: string; email: string } {
    const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(this.from);
    return match ? { name: match[1] || match[2], email: match[2] } : { name: this.from, email: this.from };
  }

  async send(job: Notification, summary: SubmissionSummary, replyTo: string | null): Promise<void> {
    await this.sendMessage(job, {
      subject: summary.subject,
      text: composeText(summary),
      html: composeHtml(summary),
      replyTo,
    });
  }

  async sendMessage(job: Notification, message: MailMessage): Promise<void> {
    const invite = message.invite;
    await this.transport.sendMail({
      from: this.from,
      to: message.toName ? { name: message.toName, address: job.recipient } : job.recipient,
      replyTo: message.replyTo ?? undefined,
      subject: message.subject.replace(/[\r\n]+/g, ' '),
      text: message.text,
      html: message.html,
      // a calendar invite twice: as the part mail clients show as an invitation, and as a file to import
      icalEvent: invite ? { method: invite.method, content: invite.ics, filename: invite.filename } : undefined,
      attachments: invite
        ? [{ filename: invite.filename, content: invite.ics, contentType: `application/ics; method=${invite.method}` }]
        : undefined,
      // The same job always carries the same Message-ID, so a rare resend is recognisable as a duplicate.
      messageId: `<${job.deliveryKey}@${this.domain}>`,
      headers: { 'X-School-Delivery': job.deliveryKey },
    });
  }

  close(): void {
    this.transport.close();
  }
}
