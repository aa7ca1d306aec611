/** Email delivery over SMTP (nodemailer): a short plain-text + HTML message per submission. */
import nodemailer, { type Transporter } from 'nodemailer';
import type { Notification } from './notification.entity';
import type { SubmissionSummary } from './submission-summary';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

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

  async send(job: Notification, summary: SubmissionSummary, replyTo: string | null): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: job.recipient,
      replyTo: replyTo ?? undefined,
      subject: summary.subject,
      text: composeText(summary),
      html: composeHtml(summary),
      // The same job always carries the same Message-ID, so a rare resend is recognisable as a duplicate.
      messageId: `<${job.deliveryKey}@${this.domain}>`,
      headers: { 'X-School-Delivery': job.deliveryKey },
    });
  }

  close(): void {
    this.transport.close();
  }
}
