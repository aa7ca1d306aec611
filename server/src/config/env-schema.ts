/**
 * Every environment variable the server reads, its default and its bounds, as one zod object; then
 * the rules between variables (checked once each variable is valid on its own).
 */
import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS, DEFAULT_SCHOOL_TIME_ZONE, PASSWORD_LENGTH, SUBMISSION_KINDS } from '@school/common';
import { emailList, flag, list, matching, oneOf, timeZone, url, wholeNumber } from './env-fields';
import { payments } from './env-payments';

const MiB = 1024 * 1024;
/** Fastify's requestTimeout (app.ts): every deadline stays below it, so the client gets a 503 rather than a cut connection. */
export const HTTP_REQUEST_TIMEOUT_MS = 120_000;
const MAX_DEADLINE_MS = 110_000;
const MAX_BYTES = 1024 * 1024 * MiB;
export const MIN_SESSION_SECRET_LENGTH = 32;
const WEB = ['http', 'https'];

const server = {
  NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535).default(5000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag().default(false),
  CORS_ORIGINS: list(matching(/^https?:\/\/[^/]+$/, 'entries must be origins like https://example.org')).default([]),
  MIGRATE_ON_START: flag().default(true),
  GRAPHQL_INTROSPECTION: flag().optional(),
  /** Query cost budgets, signed in and not (docs/architecture.md#reliability-and-security), and a timeline's length. */
  GRAPHQL_MAX_COST: wholeNumber(1_000, 1_000_000).default(10_000),
  GRAPHQL_ANONYMOUS_MAX_COST: wholeNumber(100, 1_000_000).default(5_000),
  PEOPLE_TIMELINE_MAX: wholeNumber(10, 10_000).default(200),
  METRICS: flag().default(false),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
  /** The site's server-side renderer and page template (web/dist-ssr), used to render pages again on publish. */
  WEB_SSR_DIST: z.string().optional(),
  /** How often each instance looks whether the site's content changed (publishing reaches every instance). */
  SITE_POLL_MS: wholeNumber(100, 60_000).default(1_000),
  HEALTH_PROBE_INTERVAL_MS: wholeNumber(0, 60_000).default(2_000),
  SHUTDOWN_DRAIN_MS: wholeNumber(1_000, 600_000).default(15_000),
  REQUEST_DEADLINE_MS: wholeNumber(1000, MAX_DEADLINE_MS).default(30_000),
  UPLOAD_DEADLINE_MS: wholeNumber(1000, MAX_DEADLINE_MS).default(MAX_DEADLINE_MS),
  RATE_LIMIT_FORMS: wholeNumber(0, 1_000_000).default(10),
  RATE_LIMIT_TRACKING: wholeNumber(0, 1_000_000).default(120),
  /** The school's clock: today, this week, date filters and CSV dates (docs/requirements.md#school-clock). */
  SCHOOL_TIME_ZONE: timeZone().default(DEFAULT_SCHOOL_TIME_ZONE),
};

const database = {
  DATABASE_URL: matching(
    /^postgres(ql)?:\/\//,
    'must be a postgres:// URL (leave it unset for the embedded SQLite database)',
    false,
  ).optional(),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 60_000).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000).default(5000),
  DATABASE_BUSY_WAIT_MS: wholeNumber(0, 10_000).default(1000),
};

const storage = {
  MINIO_ENDPOINT: matching(/^[^/:]+$/, 'must be a host name without scheme or port').optional(),
  MINIO_PORT: wholeNumber(1, 65535).optional(),
  MINIO_USE_SSL: flag().default(false),
  MINIO_ACCESS_KEY: z.string().optional(),
  MINIO_SECRET_KEY: z.string().optional(),
  MINIO_REGION: z.string().default('us-east-1'),
  MINIO_BUCKET: matching(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name').default('school-uploads'),
  RESUME_MAX_BYTES: wholeNumber(1024, 100 * MiB).default(10 * MiB),
  /** From one resume (RESUME_MAX_BYTES) up: checked below, once RESUME_MAX_BYTES is known. By default 32 of them. */
  UPLOAD_MAX_BYTES_IN_FLIGHT: z.string().optional(),
  BODY_LIMIT_BYTES: wholeNumber(1024, 10 * MiB).default(64 * 1024),
  DISK_MIN_FREE_BYTES: wholeNumber(0, MAX_BYTES).default(32 * MiB),
};

const admin = {
  ADMIN_EMAIL: z.string().includes('@', { error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SESSION_SECRET: z.string().optional(),
  SESSION_TTL_HOURS: wholeNumber(1, 24 * 30).default(12),
};

/** Trial booking (docs/requirements.md#trial-slots): the lesson's length is also the slots' grid. */
const booking = {
  TRIAL_LESSON_MINUTES: wholeNumber(10, 240).default(30),
  TRIAL_MIN_NOTICE_HOURS: wholeNumber(0, 24 * 14).default(12),
  TRIAL_SELF_BOOKING: flag().default(true),
  /** Public booking calls (book, view, move, cancel) per client address and per token in 10 minutes; 0: off. */
  RATE_LIMIT_BOOKING: wholeNumber(0, 1_000_000).default(20),
  /** Public slot queries (trialSlots) per client address per minute; 0: off. */
  RATE_LIMIT_SLOTS: wholeNumber(0, 1_000_000).default(30),
  /** How many times a visitor may move one booking through their private link. */
  TRIAL_MAX_MOVES: wholeNumber(0, 100).default(3),
  /** Live (booked, not yet started) trial classes one email may hold at once through the site. */
  TRIAL_MAX_LIVE_PER_EMAIL: wholeNumber(1, 100).default(1),
  /** Booking mails a day to an address not yet proven (no click on a link from us); 0: none. */
  TRIAL_UNPROVEN_MAILS_PER_DAY: wholeNumber(0, 1000).default(5),
  /** Hours a site booking has to be confirmed through the link in its mail before its time is released; 0: off. */
  TRIAL_CONFIRM_HOURS: wholeNumber(0, 24 * 14).default(24),
  /** Where the visitor gets the teacher's meeting link: the confirmation (once confirmed) or the last reminder only. */
  TRIAL_MEETING_LINK_IN: oneOf(['confirmation', 'last_reminder']).default('confirmation'),
};

/** A notified kind's variables, named by its suffix in @school/common's kinds (TRIAL: NOTIFY_TRIAL_TO, WEBHOOK_URL_TRIAL). */
export const notifyToVariable = (suffix: string) => `NOTIFY_${suffix}_TO` as const;
export const webhookUrlVariable = (suffix: string) => `WEBHOOK_URL_${suffix}` as const;
const optionalWebUrl = () => url(WEB).optional();
type KindVariables = Record<`NOTIFY_${string}_TO`, ReturnType<typeof emailList>> &
  Record<`WEBHOOK_URL_${string}`, ReturnType<typeof optionalWebUrl>>;
const perKind = Object.fromEntries(
  SUBMISSION_KINDS.flatMap(({ notify }) => [
    [notifyToVariable(notify.env), emailList()],
    [webhookUrlVariable(notify.env), optionalWebUrl()],
  ]),
) as KindVariables;
const webhookUrls = SUBMISSION_KINDS.map(({ notify }) => webhookUrlVariable(notify.env));

const notifications = {
  SMTP_URL: url(['smtp', 'smtps'], false).optional(), // may hold a password: never echoed
  MAIL_FROM: matching(/@/, 'must be an email address, optionally with a name: "School <no-reply@example.org>"').default(
    'Music school <no-reply@localhost>',
  ),
  // replies from the dashboard (docs/requirements.md#replies): where answers go, and the name {{schoolName}} fills
  SCHOOL_REPLY_TO: matching(/^[^\s@<>,]+@[^\s@<>,]+$/, 'must be one email address').optional(),
  SCHOOL_NAME: z.string().max(100, { error: 'must be at most 100 characters' }).optional(),
  ...perKind,
  WEBHOOK_SECRET: z.string().optional(),
  PUBLIC_URL: url(WEB).optional(),
  NOTIFY_POLL_MS: wholeNumber(50, 60_000).default(1_000),
  NOTIFY_RETRY_BASE_MS: wholeNumber(10, 3_600_000).default(5_000),
  NOTIFY_RETRY_MAX_MS: wholeNumber(10, 86_400_000).default(3_600_000),
  NOTIFY_MAX_ATTEMPTS: wholeNumber(1, 100).default(15),
  // one delivery's deadline: a stalled SMTP session or webhook gives up after it and is retried later
  NOTIFY_SEND_TIMEOUT_MS: wholeNumber(500, 600_000).default(60_000),
  // deliveries at once per instance; each in flight is the most a crash (kill -9) can send twice
  NOTIFY_CONCURRENCY: wholeNumber(1, 20).default(5),
  // a mail to the person who sent a public form: it arrived, what happens next (never for suspected spam)
  ACKNOWLEDGE_SUBMISSIONS: flag().default(true),
};

/** Data rights (docs/requirements.md#retention): days each kind of record is kept, and the address for requests. */
const DAYS = 36_500;
const retention = {
  RETENTION_REJECTED_DAYS: wholeNumber(1, DAYS).default(DEFAULT_RETENTION_DAYS.rejectedApplicationsDays),
  RETENTION_SPAM_DAYS: wholeNumber(1, DAYS).default(DEFAULT_RETENTION_DAYS.spamDays),
  RETENTION_ARCHIVED_DAYS: wholeNumber(1, DAYS).default(DEFAULT_RETENTION_DAYS.archivedMessagesDays),
  RETENTION_PAGE_VIEWS_DAYS: wholeNumber(1, DAYS).default(DEFAULT_RETENTION_DAYS.pageViewsDays),
};

/** The parsed variables; zod keeps no pattern keys in its output type, so the per-kind ones are added here. */
export type Variables = z.output<typeof variables> &
  Record<`NOTIFY_${string}_TO`, string[]> &
  Record<`WEBHOOK_URL_${string}`, string | undefined>;
type Name = keyof Variables;

/** UPLOAD_MAX_BYTES_IN_FLIGHT: 32 resumes by default, at least one. */
export const bytesInFlight = (v: Variables) =>
  wholeNumber(v.RESUME_MAX_BYTES, MAX_BYTES)
    .default(32 * v.RESUME_MAX_BYTES)
    .safeParse(v.UPLOAD_MAX_BYTES_IN_FLIGHT);

/** A rule between variables: checked only when each variable it uses is valid on its own. */
interface Rule {
  uses: Name[];
  problem: Name;
  message: (v: Variables) => string | false;
}

const rules: Rule[] = [
  {
    uses: ['RESUME_MAX_BYTES'],
    problem: 'UPLOAD_MAX_BYTES_IN_FLIGHT',
    message: (v) => v.UPLOAD_MAX_BYTES_IN_FLIGHT !== undefined && (bytesInFlight(v).error?.issues[0].message ?? false),
  },
  {
    uses: [],
    problem: 'MINIO_ACCESS_KEY',
    message: (v) => !!v.MINIO_ENDPOINT && !v.MINIO_ACCESS_KEY && 'is required when MINIO_ENDPOINT is set',
  },
  {
    uses: [],
    problem: 'MINIO_SECRET_KEY',
    message: (v) => !!v.MINIO_ENDPOINT && !v.MINIO_SECRET_KEY && 'is required when MINIO_ENDPOINT is set',
  },
  // Admin sign-in: ADMIN_EMAIL and ADMIN_PASSWORD go together; production needs a strong SESSION_SECRET.
  {
    uses: [],
    problem: 'ADMIN_EMAIL',
    message: (v) => Boolean(v.ADMIN_EMAIL) !== Boolean(v.ADMIN_PASSWORD) && 'and ADMIN_PASSWORD must be set together',
  },
  {
    uses: [],
    problem: 'ADMIN_PASSWORD',
    message: (v) =>
      v.ADMIN_PASSWORD !== undefined &&
      v.ADMIN_PASSWORD.length < PASSWORD_LENGTH.min &&
      `must be at least ${PASSWORD_LENGTH.min} characters`,
  },
  {
    uses: ['NODE_ENV'],
    problem: 'SESSION_SECRET',
    message: (v) =>
      v.NODE_ENV === 'production' &&
      (v.SESSION_SECRET ?? '').length < MIN_SESSION_SECRET_LENGTH &&
      `must be set to a random string of at least ${MIN_SESSION_SECRET_LENGTH} characters in production (e.g. openssl rand -base64 48)`,
  },
  // The site's canonical links, og:url, sitemap and robots.txt, and the links in mails, name the public origin:
  // a production server that guessed it would send visitors and search engines to localhost.
  {
    uses: ['NODE_ENV'],
    problem: 'PUBLIC_URL',
    message: (v) =>
      v.NODE_ENV === 'production' &&
      !v.PUBLIC_URL &&
      'is required in production: the address visitors reach the site at, e.g. https://www.raagarambh.in',
  },
  {
    uses: ['UPLOAD_DEADLINE_MS', 'REQUEST_DEADLINE_MS'],
    problem: 'UPLOAD_DEADLINE_MS',
    message: (v) =>
      v.UPLOAD_DEADLINE_MS < v.REQUEST_DEADLINE_MS &&
      `must not be below REQUEST_DEADLINE_MS (${v.REQUEST_DEADLINE_MS})`,
  },
  {
    uses: ['DATABASE_URL', 'DATABASE_STATEMENT_TIMEOUT_MS', 'REQUEST_DEADLINE_MS'],
    problem: 'DATABASE_STATEMENT_TIMEOUT_MS',
    message: (v) =>
      !!v.DATABASE_URL &&
      v.DATABASE_STATEMENT_TIMEOUT_MS + 500 >= v.REQUEST_DEADLINE_MS &&
      `must leave room below REQUEST_DEADLINE_MS (${v.REQUEST_DEADLINE_MS})`,
  },
  {
    uses: webhookUrls,
    problem: 'WEBHOOK_SECRET',
    message: (v) =>
      webhookUrls.some((name) => Boolean(v[name])) &&
      (v.WEBHOOK_SECRET ?? '').length < 16 &&
      'must be set (at least 16 characters) when a WEBHOOK_URL_* is set',
  },
];

export const variables = z
  .object({ ...server, ...database, ...storage, ...admin, ...booking, ...notifications, ...retention, ...payments })
  .superRefine((v, ctx) => {
    const invalid = new Set(ctx.issues.map((issue) => issue.path?.[0]));
    for (const rule of rules) {
      const message = !rule.uses.some((name) => invalid.has(name)) && rule.message(v);
      if (message) ctx.addIssue({ code: 'custom', path: [rule.problem], message });
    }
  });
