/** A booking mail as parts both renderings (text and HTML) share, and the two renderings. */
import { escapeHtml, type MailMessage } from '../outbox';

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A mail as parts both renderings share. */
export interface Letter {
  subject: string;
  greeting: string;
  paragraphs: string[];
  rows: [string, string][];
  links: [string, string][];
  signature: string;
}

export function render(letter: Letter): Pick<MailMessage, 'subject' | 'text' | 'html'> {
  const text = [
    letter.greeting,
    '',
    ...letter.paragraphs.flatMap((p) => [p, '']),
    ...letter.rows.map(([label, value]) => `${label}: ${value}`),
    '',
    ...letter.links.flatMap(([label, url]) => [`${label}: ${url}`, '']),
    letter.signature,
    '',
  ].join('\n');
  const cell = 'style="padding:4px 12px 4px 0;text-align:left;vertical-align:top"';
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(letter.greeting)}</p>
${letter.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<table>${letter.rows.map(([label, value]) => `<tr><th ${cell}>${escapeHtml(label)}</th><td>${linkify(value)}</td></tr>`).join('')}</table>
${letter.links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`).join('\n')}
<p>${escapeHtml(letter.signature)}</p>
</body></html>`;
  return { subject: letter.subject, text, html };
}

const linkify = (value: string) =>
  /^https:\/\/\S+$/.test(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
