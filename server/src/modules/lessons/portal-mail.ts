/**
 * The family portal's sign-in mail (docs/requirements.md#family-portal), written at delivery from the link's row:
 * the link (single use, 30 minutes), and what to do when it was not them. A link used or expired before the mail
 * went is not sent (recorded as skipped). Reply-To is the school's address.
 */
import type { DataSource } from 'typeorm';
import { escapeHtml, ObsoleteError, PermanentError, type MailComposer } from '../outbox';
import { PORTAL } from './family-portal';
import { FamilySignInLink } from './portal.entities';
import type { PortalKeys } from './portal-keys';

export const familySignInPath = (token: string) => `/family/sign-in/${token}`;

export function portalMail(dataSource: DataSource, keys: PortalKeys, publicUrl: string): MailComposer {
  return async (mail, school) => {
    const linkId = linkOf(mail.payload);
    const link = linkId ? await dataSource.getRepository(FamilySignInLink).findOneBy({ id: linkId }) : null;
    if (!link) throw new PermanentError('not sent: the sign-in link no longer exists');
    if (link.usedAt || link.expiresAt.getTime() <= Date.now())
      throw new ObsoleteError('not sent: the sign-in link was used or has expired');
    const url = `${publicUrl}${familySignInPath(keys.signInToken(link.id))}`;
    const lines = [
      `Here is your link to sign in to your family page at ${school.name}:`,
      url,
      `It works once, for ${PORTAL.linkMinutes} minutes. Ask for a new one on the sign-in page whenever you need it.`,
      'If you did not ask for it, you can ignore this mail: nobody can sign in without the link.',
      `Questions? Reply to this mail or write to ${school.replyTo}.`,
    ];
    return {
      subject: `Your sign-in link for ${school.name}`,
      text: ['Hello,', '', ...lines.flatMap((line) => [line, '']), school.name, ''].join('\n'),
      html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(lines[0])}</p>
<p><a href="${escapeHtml(url)}">Sign in to your family page</a></p>
${lines
  .slice(2)
  .map((line) => `<p>${escapeHtml(line)}</p>`)
  .join('\n')}
<p>${escapeHtml(school.name)}</p>
</body></html>`,
    };
  };
}

function linkOf(payload: string | null): string | null {
  try {
    const value = JSON.parse(payload ?? '{}') as { linkId?: unknown };
    return typeof value.linkId === 'string' ? value.linkId : null;
  } catch {
    return null;
  }
}
