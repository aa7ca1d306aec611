/**
 * A family signing in to its portal as a parent does: asks for a link with its email, opens the mail the real SMTP
 * server received and follows the link. Answers the session cookie ("name=value").
 */
import { simpleParser } from 'mailparser';
import { send } from '../../helpers/in-process';
import { until, type SmtpSink } from '../notifications/support';

export async function familySignIn(serverUrl: string, sink: SmtpSink, email: string): Promise<string> {
  const isLink = (m: SmtpSink['mails'][number]) => m.envelopeTo.includes(email) && m.raw.includes('/family/sign-in/');
  const before = sink.mails.filter(isLink).length;
  await send(`${serverUrl}/family/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
  });
  await until(() => sink.mails.filter(isLink).length > before, `the sign-in mail to ${email}`);
  const mail = await simpleParser(sink.mails.filter(isLink).at(-1)!.raw);
  const link = /https:\/\/school\.test(\/family\/sign-in\/\S+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`no sign-in link in the mail to ${email}:\n${mail.text}`);
  const signedIn = await send(`${serverUrl}${link}`, { method: 'POST', redirect: 'manual' });
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`the sign-in link answered ${signedIn.status}`);
  return cookie;
}
