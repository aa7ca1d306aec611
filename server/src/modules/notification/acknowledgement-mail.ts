/**
 * The acknowledgement a person gets after sending a public form (contact, trial, teacher application):
 * that it arrived, what happens next (the kind's notice), and the school's address to write to. Queued
 * with the submission under `${kind}.${id}.acknowledgement`; suspected spam gets none. Written at delivery
 * from the row as it is; a submission erased meanwhile is not mailed.
 */
import type { DataSource } from 'typeorm';
import { escapeHtml, PermanentError, type MailComposer } from '../outbox';
import { notifiedKind } from './submission-summary';
import type { Kinds } from '../kinds/kind-definition';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function acknowledgementMail(dataSource: DataSource, kinds: Kinds): MailComposer {
  return async (mail, school) => {
    const kind = notifiedKind(kinds, kindOf(mail.payload));
    const ack = kind?.notice.acknowledgement;
    if (!kind || !ack) throw new PermanentError('not sent: this kind has no acknowledgement');
    const row = (await dataSource.getRepository(kind.entity).findOneBy({ id: mail.submissionId })) as {
      name?: string;
      spam?: boolean;
    } | null;
    if (!row) throw new PermanentError('not sent: the submission no longer exists');
    if (row.spam) throw new PermanentError('not sent: the submission is flagged as spam');
    const name = typeof row.name === 'string' ? firstName(row.name) : '';
    const paragraphs = [
      ...ack.next,
      `Questions? Reply to this mail or write to ${school.replyTo}.`,
      'You get this mail because this address was given on our site. If that was not you, you can ignore it.',
    ];
    const greeting = name ? `Hello ${name},` : 'Hello,';
    return {
      subject: ack.subject,
      text: [greeting, '', ...paragraphs.flatMap((p) => [p, '']), school.name, ''].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>${escapeHtml(school.name)}</p>
</body></html>`,
      toName: typeof row.name === 'string' ? row.name : null,
    };
  };
}

/** The job's payload names the kind ({"kind": "contact-message"}). */
function kindOf(payload: string | null): string {
  try {
    const value = JSON.parse(payload ?? '{}') as { kind?: unknown };
    return typeof value.kind === 'string' ? value.kind : '';
  } catch {
    return '';
  }
}
