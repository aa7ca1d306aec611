/**
 * The one reader of process.env. Every setting is parsed and checked here (the variables, defaults
 * and bounds are the zod schema in env-schema.ts); a bad value stops the start with a message naming
 * the variable. The result is frozen and passed down explicitly.
 */
import { resolve } from 'node:path';
import { toPayments, type PaymentSettings } from './env-payments';
import { SUBMISSION_KINDS, type RetentionDays, type SubmissionKind } from '@school/common';
import { bytesInFlight, notifyToVariable, variables, webhookUrlVariable, type Variables } from './env-schema';

export { HTTP_REQUEST_TIMEOUT_MS, MIN_SESSION_SECRET_LENGTH } from './env-schema';

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL connections each server process may hold (node-postgres pool `max`); unused on SQLite. */
  databasePoolSize: number;
  /** PostgreSQL: longest wait for a pool connection (a free one, or a new one opening); then 503. */
  databaseConnectTimeoutMs: number;
  /** PostgreSQL: statement_timeout of every connection; the client gives up (and drops the connection) 0.5 s later. */
  databaseStatementTimeoutMs: number;
  /** SQLite: longest total wait for a lock held by another connection, in timer steps off the event loop; then 503. */
  databaseBusyWaitMs: number;
  /** Deadline of an API request (routing to answer): 503 past it. Below the 120 s HTTP request timeout. */
  requestDeadlineMs: number;
  /** Deadline of the routes that take a multipart upload (the body arrives within it, at the client's pace). */
  uploadDeadlineMs: number;
  minio: {
    endPoint: string;
    port: number | null;
    useSSL: boolean;
    accessKey: string;
    secretKey: string;
    region: string;
  } | null;
  minioBucket: string;
  resumeMaxBytes: number;
  /** Cap on the upload bytes in flight in this process (each multipart request reserves min(Content-Length, resume cap)); 503 beyond. */
  uploadMaxBytesInFlight: number;
  bodyLimitBytes: number;
  /** Below this much free space on DATA_DIR: not ready (`disk: down`), uploads that would not fit and (on SQLite) new rows get 503. */
  diskMinFreeBytes: number;
  adminEmail: string | null;
  adminPassword: string | null;
  sessionSecret: string | null;
  /** Lifetime of an admin session (fixed from sign-in; the cookie's Max-Age matches it). */
  sessionTtlHours: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitForms: number;
  rateLimitTracking: number;
  trustProxy: boolean;
  corsOrigins: string[];
  migrateOnStart: boolean;
  introspection: boolean;
  /** Query cost budgets: signed-in, and without a session (graphql/limits.ts). */
  graphqlCost: { staff: number; anonymous: number };
  /** Entries of a person's timeline (newest first). */
  timelineMaxEntries: number;
  metrics: boolean;
  webDist: string;
  adminDist: string;
  /** Publishing (docs/requirements.md#publishing): the site's SSR build, the origin its pages name, the poll. */
  site: { ssrDist: string; publicUrl: string | null; pollMs: number };
  notifications: NotificationSettings;
  booking: BookingSettings;
  /** How long one round of readiness probes (database, storage, uploads spool) is reused by /readyz. */
  healthProbeIntervalMs: number;
  /** SIGTERM: how long requests in flight may take to finish before the process exits anyway. */
  shutdownDrainMs: number;
  /** IANA zone of the school's calendar: today, this week, CSV dates (docs/requirements.md#school-clock). */
  schoolTimeZone: string;
  replies: ReplySettings;
  /** Days each kind of record is kept before the daily job erases it (docs/requirements.md#retention). */
  retention: RetentionDays;
  /** The payment providers configured (docs/requirements.md#online-payments). */
  payments: PaymentSettings;
}

/** Replies from the dashboard (docs/requirements.md#replies). */
export interface ReplySettings {
  /** The Reply-To of every reply: SCHOOL_REPLY_TO, else MAIL_FROM's address. */
  replyTo: string;
  /** What {{schoolName}} fills: SCHOOL_NAME, else MAIL_FROM's display name (else its address). */
  schoolName: string;
  /** SCHOOL_REPLY_TO as set; null: the school's published support address answers (school-contact.ts). */
  replyToSetting: string | null;
  /** SCHOOL_NAME as set; the school's details name comes first (school-contact.ts). */
  schoolNameSetting: string | null;
  /** MAIL_FROM's address. */
  fromAddress: string;
}

/** Trial booking: the lesson's length (and slot grid), the notice, and whether visitors book themselves. */
export interface BookingSettings {
  lessonMinutes: number;
  minNoticeHours: number;
  /** false: the site offers no slots after a trial request; the school books every trial. */
  selfBooking: boolean;
  /** SCHOOL_TIME_ZONE: the zone the audit log's sentences name a class's time in. */
  schoolTimeZone: string;
  /** RATE_LIMIT_BOOKING: public booking calls per address and per token in 10 minutes (0: off). */
  rateLimit: number;
  /** RATE_LIMIT_SLOTS: public slot queries per address per minute (0: off). */
  rateLimitSlots: number;
  /** TRIAL_MAX_MOVES: moves of one booking through the private link. */
  maxMoves: number;
  /** TRIAL_MAX_LIVE_PER_EMAIL: live site bookings one email may hold. */
  maxLivePerEmail: number;
  /** TRIAL_UNPROVEN_MAILS_PER_DAY: booking mails a day to an address not yet proven. */
  unprovenMailsPerDay: number;
  /** TRIAL_CONFIRM_HOURS: hours a site booking has to be confirmed before it is released (0: never released). */
  confirmHours: number;
  /** TRIAL_MEETING_LINK_IN: the confirmation mail (once confirmed) or only the last reminder. */
  meetingLinkIn: 'confirmation' | 'last_reminder';
}

/** The notification outbox: who hears of each new submission, and how hard delivery tries. */
export interface NotificationSettings {
  /** smtp:// or smtps:// URL; null: email jobs are recorded as skipped, nothing is sent. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Recipients per kind (comma-separated in the env); empty: no email for that kind. */
  emailTo: Record<SubmissionKind, string[]>;
  webhookUrl: Record<SubmissionKind, string | null>;
  webhookSecret: string | null;
  /** Base of the dashboard links in the mails, without a trailing slash. */
  publicUrl: string;
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** One delivery's deadline; the SMTP connection, greeting and socket timeouts never exceed it. */
  sendTimeoutMs: number;
  /** Deliveries in flight at once per instance. */
  concurrency: number;
  /** SCHOOL_TIME_ZONE: staff alerts give times in it. */
  schoolTimeZone: string;
  /** ACKNOWLEDGE_SUBMISSIONS: the person who sent a public form gets a mail that it arrived. */
  acknowledge: boolean;
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Source = Record<string, string | undefined>;

/** Every problem at once, each naming its variable; an empty value counts as unset. */
export function parseEnv(source: Source = process.env, cwd = process.cwd()): Readonly<Env> {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = variables.safeParse(set);
  if (!parsed.success)
    throw new EnvError(parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message}`));
  return Object.freeze(toEnv(parsed.data, cwd));
}

function toEnv(v: Variables, cwd: string): Env {
  return {
    nodeEnv: v.NODE_ENV,
    port: v.PORT,
    // only production listens on every interface by default: a development server prints its admin password
    host: v.HOST ?? (v.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir: resolve(cwd, v.DATA_DIR),
    databaseUrl: v.DATABASE_URL ?? null,
    databasePoolSize: v.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: v.DATABASE_CONNECT_TIMEOUT_MS,
    databaseStatementTimeoutMs: v.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseBusyWaitMs: v.DATABASE_BUSY_WAIT_MS,
    requestDeadlineMs: v.REQUEST_DEADLINE_MS,
    uploadDeadlineMs: v.UPLOAD_DEADLINE_MS,
    minio: v.MINIO_ENDPOINT
      ? {
          endPoint: v.MINIO_ENDPOINT,
          port: v.MINIO_PORT ?? null,
          accessKey: v.MINIO_ACCESS_KEY ?? '',
          secretKey: v.MINIO_SECRET_KEY ?? '',
          useSSL: v.MINIO_USE_SSL,
          region: v.MINIO_REGION,
        }
      : null,
    minioBucket: v.MINIO_BUCKET,
    resumeMaxBytes: v.RESUME_MAX_BYTES,
    uploadMaxBytesInFlight: bytesInFlight(v).data!, // checked by the schema
    bodyLimitBytes: v.BODY_LIMIT_BYTES,
    diskMinFreeBytes: v.DISK_MIN_FREE_BYTES,
    adminEmail: v.ADMIN_EMAIL ?? null,
    adminPassword: v.ADMIN_PASSWORD ?? null,
    sessionSecret: v.SESSION_SECRET ?? null,
    sessionTtlHours: v.SESSION_TTL_HOURS,
    logLevel: v.LOG_LEVEL,
    rateLimitForms: v.RATE_LIMIT_FORMS,
    rateLimitTracking: v.RATE_LIMIT_TRACKING,
    trustProxy: v.TRUST_PROXY,
    corsOrigins: v.CORS_ORIGINS,
    migrateOnStart: v.MIGRATE_ON_START,
    introspection: v.GRAPHQL_INTROSPECTION ?? v.NODE_ENV !== 'production',
    graphqlCost: { staff: v.GRAPHQL_MAX_COST, anonymous: v.GRAPHQL_ANONYMOUS_MAX_COST },
    timelineMaxEntries: v.PEOPLE_TIMELINE_MAX,
    metrics: v.METRICS,
    webDist: resolve(cwd, v.WEB_DIST ?? resolve(__dirname, '../../../web/dist')),
    adminDist: resolve(cwd, v.ADMIN_DIST ?? resolve(__dirname, '../../../admin/dist')),
    site: {
      ssrDist: resolve(cwd, v.WEB_SSR_DIST ?? resolve(__dirname, '../../../web/dist-ssr')),
      publicUrl: v.PUBLIC_URL ? v.PUBLIC_URL.replace(/\/+$/, '') : null,
      pollMs: v.SITE_POLL_MS,
    },
    notifications: toNotifications(v),
    booking: {
      lessonMinutes: v.TRIAL_LESSON_MINUTES,
      minNoticeHours: v.TRIAL_MIN_NOTICE_HOURS,
      selfBooking: v.TRIAL_SELF_BOOKING,
      schoolTimeZone: v.SCHOOL_TIME_ZONE,
      rateLimit: v.RATE_LIMIT_BOOKING,
      rateLimitSlots: v.RATE_LIMIT_SLOTS,
      maxMoves: v.TRIAL_MAX_MOVES,
      maxLivePerEmail: v.TRIAL_MAX_LIVE_PER_EMAIL,
      unprovenMailsPerDay: v.TRIAL_UNPROVEN_MAILS_PER_DAY,
      confirmHours: v.TRIAL_CONFIRM_HOURS,
      meetingLinkIn: v.TRIAL_MEETING_LINK_IN,
    },
    healthProbeIntervalMs: v.HEALTH_PROBE_INTERVAL_MS,
    shutdownDrainMs: v.SHUTDOWN_DRAIN_MS,
    schoolTimeZone: v.SCHOOL_TIME_ZONE,
    replies: toReplies(v),
    retention: {
      rejectedApplicationsDays: v.RETENTION_REJECTED_DAYS,
      spamDays: v.RETENTION_SPAM_DAYS,
      archivedMessagesDays: v.RETENTION_ARCHIVED_DAYS,
      pageViewsDays: v.RETENTION_PAGE_VIEWS_DAYS,
    },
    payments: toPayments(v),
  };
}

function toReplies(v: Variables): ReplySettings {
  const from = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(v.MAIL_FROM);
  const address = (from?.[2] ?? v.MAIL_FROM).trim();
  return {
    replyTo: v.SCHOOL_REPLY_TO ?? address,
    schoolName: v.SCHOOL_NAME?.trim() || from?.[1] || address,
    replyToSetting: v.SCHOOL_REPLY_TO ?? null,
    schoolNameSetting: v.SCHOOL_NAME?.trim() || null,
    fromAddress: address,
  };
}

/** One value per notified kind, from its variable suffix. */
const perKind = <T>(value: (suffix: string) => T) =>
  Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind.name, value(kind.notify.env)])) as Record<SubmissionKind, T>;

function toNotifications(v: Variables): NotificationSettings {
  // A form without its own recipients notifies the first admin, else the sender address: setting
  // SMTP_URL alone is enough to get a mail per submission, and without SMTP_URL every notification is
  // still recorded (as "not sent") so the dashboard shows what would have gone out.
  const fallback = [v.ADMIN_EMAIL ?? (/<([^>]+)>/.exec(v.MAIL_FROM)?.[1] ?? v.MAIL_FROM).trim()];
  const recipients = (list: string[]) => (list.length > 0 ? list : fallback);
  return {
    smtpUrl: v.SMTP_URL ?? null,
    mailFrom: v.MAIL_FROM,
    emailTo: perKind((suffix) => recipients(v[notifyToVariable(suffix)])),
    webhookUrl: perKind((suffix) => v[webhookUrlVariable(suffix)] ?? null),
    webhookSecret: v.WEBHOOK_SECRET ?? null,
    publicUrl: v.PUBLIC_URL ?? `http://localhost:${v.PORT}`,
    pollMs: v.NOTIFY_POLL_MS,
    retryBaseMs: v.NOTIFY_RETRY_BASE_MS,
    retryMaxMs: Math.max(v.NOTIFY_RETRY_BASE_MS, v.NOTIFY_RETRY_MAX_MS),
    maxAttempts: v.NOTIFY_MAX_ATTEMPTS,
    sendTimeoutMs: v.NOTIFY_SEND_TIMEOUT_MS,
    concurrency: v.NOTIFY_CONCURRENCY,
    schoolTimeZone: v.SCHOOL_TIME_ZONE,
    acknowledge: v.ACKNOWLEDGE_SUBMISSIONS,
  };
}

/** For `npm run users`: the new password from USER_PASSWORD, so it never appears in argv. */
export function cliPassword(source: Source = process.env): string | null {
  const value = source.USER_PASSWORD;
  return value === undefined || value === '' ? null : value;
}
