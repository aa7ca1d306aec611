// The family portal in the benches (docs/requirements.md#family-portal): a loopback SMTP server that keeps every
// message, and a family signed in the way it does: it asks for a link, takes it from the mail, presses "Sign in".
import { SMTPServer } from 'smtp-server';

/** An SMTP server on loopback that keeps every message (the family's sign-in link arrives in one). */
export async function mailSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        mails.push(raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    mails,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Signs a family in the way it does: asks for a link, takes it from the mail, presses "Sign in". */
export async function familySession(url, sink, email) {
  const form = (path, fields = {}, cookie = '') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields).toString(),
    });
  await form('/family/sign-in', { email });
  const deadline = Date.now() + 20_000;
  let link = null;
  while (!link) {
    if (Date.now() > deadline) throw new Error('no sign-in mail arrived');
    link = sink.mails.map((raw) => /\/family\/sign-in\/[\w-]+\.[\w-]+/.exec(raw)?.[0]).find(Boolean) ?? null;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signedIn = await form(link);
  const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
  if (!cookie.startsWith('family_sid=')) throw new Error(`sign-in answered ${signedIn.status}`);
  return cookie;
}
