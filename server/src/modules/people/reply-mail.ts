/**
 * The mail of a reply (topic 'reply'), written at delivery from what was sent: the body as plain text,
 * and as HTML with every character escaped and line breaks kept. Headers are the mail library's
 * fields (the person's name included), so no value can add a header.
 */
import { escapeHtml, type MailComposer } from '../outbox';

/** What a reply's outbox job carries. */
export interface ReplyPayload {
  subject: string;
  body: string;
  /** The staff account that sent it. */
  sentBy: string;
  /** The person's name, for the To header. */
  name: string;
}

/** A reply goes out with Reply-To the school's address (SchoolContact), like every mail to a visitor. */
export function replyMail(): MailComposer {
  return (mail) => {
    const payload = JSON.parse(mail.payload ?? '{}') as ReplyPayload;
    const html = `<p>${escapeHtml(payload.body).replace(/\r\n|\r|\n/g, '<br>\n')}</p>`;
    return Promise.resolve({
      subject: payload.subject,
      text: payload.body,
      html,
      toName: payload.name,
    });
  };
}
