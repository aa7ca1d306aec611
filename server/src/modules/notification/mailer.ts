/** Email delivery over SMTP (nodemailer): a short plain-text + HTML message per submission. */
import nodemailer, { type Transporter } from 'nodemailer';
import { escapeHtml, PermanentError, type MailMessage } from '../outbox';
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
    deadlineMs = 60_000,
  ) {
    // Transport options, not createTransport's second argument (that one is the messages' defaults):
    // each bounded by the job's deadline, so a server that stops answering is dropped within it.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: Math.min(10_000, deadlineMs),
      greetingTimeout: Math.min(10_000, deadlineMs),
      socketTimeout: Math.min(30_000, deadlineMs),
      dnsTimeout: Math.min(10_000, deadlineMs),
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
    await this.transport
      .sendMail({
        from: message.fromName ? { name: message.fromName, address: this.sender.email } : this.from,
        to: message.toName ? { name: message.toName, address: job.recipient } : job.recipient,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject.replace(/[\r\n]+/g, ' '),
        text: message.text,
        html: message.html,
        // the invite once: the text/calendar part mail clients show as an invitation (nodemailer's
        // icalEvent would add it again as an application/ics attachment)
        alternatives: invite
          ? [{ contentType: `text/calendar; charset=utf-8; method=${invite.method}`, content: invite.ics }]
          : undefined,
        // The same job always carries the same Message-ID, so a rare resend is recognisable as a duplicate.
        messageId: `<${job.deliveryKey}@${this.domain}>`,
        headers: { 'X-School-Delivery': job.deliveryKey },
      })
      .catch((error: unknown) => {
        throw permanence(error);
      });
  }

  close(): void {
    this.transport.close();
  }
}

/** SMTP codes of the sender's own login: a setting to fix, after which the mail should still go. */
const LOGIN_CODES = new Set([530, 534, 535, 538]);

/**
 * A 5xx answer (550 no such mailbox, 553, 554…) means this mail can never go: a PermanentError ends
 * the delivery as failed at once. 4xx answers and connection errors stay as they are (retried).
 */
export function permanence(error: unknown): unknown {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  if (typeof code !== 'number' || code < 500 || code > 599 || LOGIN_CODES.has(code)) return error;
  const text = error instanceof Error ? error.message : String(error);
  return new PermanentError(`refused by the mail server (${code}): ${text}`);
}
