/**
 * What the notification tests run against: a real SMTP server (smtp-server on loopback) that keeps
 * every message it accepts, and a node:http webhook receiver that keeps every request.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../helpers/free-port';

export interface Mail {
  envelopeTo: string[];
  raw: string;
  subject: string;
  messageId: string;
  header(name: string): string | undefined;
  text: string;
  html: string;
}

/** Settings every notification test shares: fast polling and retries so outages heal in seconds. */
export const NOTIFY_ENV = {
  MAIL_FROM: 'Music school <no-reply@school.test>',
  NOTIFY_TRIAL_TO: 'trials@school.test',
  NOTIFY_CONTACT_TO: 'hello@school.test',
  NOTIFY_APPLICATION_TO: 'jobs@school.test, head@school.test',
  PUBLIC_URL: 'https://school.test',
  NOTIFY_POLL_MS: '100',
  NOTIFY_RETRY_BASE_MS: '100',
  NOTIFY_RETRY_MAX_MS: '400',
  // on by default in the product; the acknowledgement tests turn it on, the rest count staff mails only
  ACKNOWLEDGE_SUBMISSIONS: 'false',
};

export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headersOf(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

/** Just enough MIME for nodemailer's output: top headers and the text/plain and text/html parts. */
export function parseMail(raw: string, envelopeTo: string[]): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const at = chunk.search(/\r?\n\r?\n/);
    const h = headersOf(chunk.slice(0, at));
    const type = /text\/(plain|html)/.exec(h.get('content-type') ?? '')?.[1];
    if (type) parts[type] = decode(chunk.slice(at).trim(), h.get('content-transfer-encoding') ?? '');
  }
  return {
    envelopeTo,
    raw,
    subject: headers.get('subject') ?? '',
    messageId: headers.get('message-id') ?? '',
    header: (name) => headers.get(name.toLowerCase()),
    text: parts.plain ?? '',
    html: parts.html ?? '',
  };
}

/** Faults the sink plays, by recipient address (lower case). */
export interface SmtpFaults {
  /** Take the message's DATA and never answer it, once per address. */
  stallOnce: Set<string>;
  /** Answer RCPT TO with this code (550: no such mailbox). */
  refuse: Map<string, number>;
  /** Answer every connection 421 (try again later) while true. */
  busy: boolean;
  /** Wait this long before answering a message's DATA (kept before the answer). */
  answerDelayMs: number;
}

export interface SmtpSink {
  port: number;
  url: string;
  mails: Mail[];
  faults: SmtpFaults;
  /** Recipients of each message whose DATA the sink received, stalled ones included. */
  dataSeen: string[][];
  listen(): Promise<void>;
  stop(): Promise<void>;
}

/** An SMTP server on a reserved port; it accepts connections only after listen() (so tests can start with it down). */
export async function smtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const mails: Mail[] = [];
  const faults: SmtpFaults = { stallOnce: new Set(), refuse: new Map(), busy: false, answerDelayMs: 0 };
  const dataSeen: string[][] = [];
  let server: SMTPServer | null = null;
  const fault = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });
  return {
    port,
    mails,
    faults,
    dataSeen,
    url: `smtp://127.0.0.1:${port}`,
    listen: async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onConnect(_session, callback) {
          callback(faults.busy ? fault('Too busy, try again later', 421) : undefined);
        },
        onRcptTo(address, _session, callback) {
          const code = faults.refuse.get(address.address.toLowerCase());
          callback(code ? fault('No such mailbox here', code) : undefined);
        },
        onData(stream, session, callback) {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const stalled = to.find((address) => faults.stallOnce.has(address));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            dataSeen.push(to);
            if (stalled) {
              faults.stallOnce.delete(stalled);
              return; // DATA taken, never answered
            }
            mails.push(
              parseMail(
                Buffer.concat(chunks).toString('utf8'),
                session.envelope.rcptTo.map((r) => r.address),
              ),
            );
            if (faults.answerDelayMs > 0) setTimeout(() => callback(), faults.answerDelayMs);
            else callback();
          });
        },
      });
      server.listen(port, '127.0.0.1');
      await once(server.server, 'listening');
    },
    stop: () => new Promise((done) => (server ? server.close(() => done()) : done())),
  };
}

export interface Hook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookSink {
  url: string;
  hooks: Hook[];
  /** Status codes to answer, in order; 200 once they run out. */
  answers: number[];
  stop(): Promise<void>;
}

export async function webhookSink(): Promise<WebhookSink> {
  const sink: WebhookSink = { url: '', hooks: [], answers: [], stop: async () => undefined };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      sink.hooks.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(sink.answers.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  sink.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks/school`;
  sink.stop = () => new Promise((done) => server.close(() => done()));
  return sink;
}
