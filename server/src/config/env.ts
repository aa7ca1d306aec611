/**
 * The one reader of process.env. Every setting is parsed and checked here; a bad value stops the
 * start with a message naming the variable. The result is frozen and passed down explicitly.
 */
import { resolve } from 'node:path';
import { PASSWORD_LENGTH, SUBMISSION_KINDS, type SubmissionKind } from '@school/common';

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
  minio: { endPoint: string; port: number | null; useSSL: boolean; accessKey: string; secretKey: string; region: string } | null;
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
  metrics: boolean;
  webDist: string;
  adminDist: string;
  notifications: NotificationSettings;
  /** How long one round of readiness probes (database, storage, uploads spool) is reused by /readyz. */
  healthProbeIntervalMs: number;
  /** SIGTERM: how long requests in flight may take to finish before the process exits anyway. */
  shutdownDrainMs: number;
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
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Source = Record<string, string | undefined>;

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly source: Source) {}

  string(name: string, fallback: string): string;
  string(name: string, fallback: null): string | null;
  string(name: string, fallback: string | null): string | null {
    const value = this.source[name];
    return value === undefined || value === '' ? fallback : value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name, null);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.string(name, null);
    if (raw === null) return fallback;
    if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
    if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
    this.problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.string(name, null);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
    return fallback;
  }
}

const MiB = 1024 * 1024;
/** Fastify's requestTimeout (app.ts): every deadline stays below it, so the client gets a 503 rather than a cut connection. */
export const HTTP_REQUEST_TIMEOUT_MS = 120_000;
const MAX_DEADLINE_MS = 110_000;

function readMinio(read: Reader): Env['minio'] {
  const endPoint = read.string('MINIO_ENDPOINT', null);
  const useSSL = read.bool('MINIO_USE_SSL', false);
  const port = read.string('MINIO_PORT', null) === null ? null : read.int('MINIO_PORT', 9000, 1, 65535);
  if (!endPoint) return null;
  const accessKey = read.string('MINIO_ACCESS_KEY', null);
  const secretKey = read.string('MINIO_SECRET_KEY', null);
  if (!accessKey) read.problems.push('MINIO_ACCESS_KEY is required when MINIO_ENDPOINT is set');
  if (!secretKey) read.problems.push('MINIO_SECRET_KEY is required when MINIO_ENDPOINT is set');
  if (/[/:]/.test(endPoint)) read.problems.push(`MINIO_ENDPOINT must be a host name without scheme or port (got "${endPoint}")`);
  return {
    endPoint, port, accessKey: accessKey ?? '', secretKey: secretKey ?? '',
    useSSL, region: read.string('MINIO_REGION', 'us-east-1'),
  };
}

export function parseEnv(source: Source = process.env, cwd = process.cwd()): Readonly<Env> {
  const read = new Reader(source);
  const databaseUrl = read.string('DATABASE_URL', null);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    read.problems.push('DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)');
  }
  const bucket = read.string('MINIO_BUCKET', 'school-uploads');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) read.problems.push(`MINIO_BUCKET must be a valid bucket name (got "${bucket}")`);
  const corsOrigins = (read.string('CORS_ORIGINS', '') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of corsOrigins) if (!/^https?:\/\/[^/]+$/.test(origin)) read.problems.push(`CORS_ORIGINS entries must be origins like https://example.org (got "${origin}")`);
  const adminEmail = read.string('ADMIN_EMAIL', null);
  if (adminEmail && !adminEmail.includes('@')) read.problems.push('ADMIN_EMAIL must be an email address');
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'] as const, 'development');
  const resumeMaxBytes = read.int('RESUME_MAX_BYTES', 10 * MiB, 1024, 100 * MiB);
  const env: Env = {
    nodeEnv,
    port: read.int('PORT', 5000, 0, 65535),
    host: read.string('HOST', '0.0.0.0'),
    dataDir: resolve(cwd, read.string('DATA_DIR', './data')),
    databaseUrl,
    databasePoolSize: read.int('DATABASE_POOL_SIZE', 10, 1, 1000),
    databaseConnectTimeoutMs: read.int('DATABASE_CONNECT_TIMEOUT_MS', 3000, 100, 60_000),
    databaseStatementTimeoutMs: read.int('DATABASE_STATEMENT_TIMEOUT_MS', 5000, 100, 600_000),
    databaseBusyWaitMs: read.int('DATABASE_BUSY_WAIT_MS', 1000, 0, 10_000),
    requestDeadlineMs: read.int('REQUEST_DEADLINE_MS', 30_000, 1000, MAX_DEADLINE_MS),
    uploadDeadlineMs: read.int('UPLOAD_DEADLINE_MS', MAX_DEADLINE_MS, 1000, MAX_DEADLINE_MS),
    minio: readMinio(read),
    minioBucket: bucket,
    resumeMaxBytes,
    // default: 32 full-size resumes at once; at least one must fit
    uploadMaxBytesInFlight: read.int('UPLOAD_MAX_BYTES_IN_FLIGHT', 32 * resumeMaxBytes, resumeMaxBytes, 1024 * 1024 * MiB),
    bodyLimitBytes: read.int('BODY_LIMIT_BYTES', 64 * 1024, 1024, 10 * MiB),
    diskMinFreeBytes: read.int('DISK_MIN_FREE_BYTES', 32 * MiB, 0, 1024 * 1024 * MiB),
    adminEmail,
    adminPassword: read.string('ADMIN_PASSWORD', null),
    sessionSecret: read.string('SESSION_SECRET', null),
    sessionTtlHours: read.int('SESSION_TTL_HOURS', 12, 1, 24 * 30),
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const, 'info'),
    rateLimitForms: read.int('RATE_LIMIT_FORMS', 10, 0, 1_000_000),
    rateLimitTracking: read.int('RATE_LIMIT_TRACKING', 120, 0, 1_000_000),
    trustProxy: read.bool('TRUST_PROXY', false),
    corsOrigins,
    migrateOnStart: read.bool('MIGRATE_ON_START', true),
    introspection: read.bool('GRAPHQL_INTROSPECTION', nodeEnv !== 'production'),
    metrics: read.bool('METRICS', false),
    webDist: resolve(cwd, read.string('WEB_DIST', resolve(__dirname, '../../../web/dist'))),
    adminDist: resolve(cwd, read.string('ADMIN_DIST', resolve(__dirname, '../../../admin/dist'))),
    notifications: readNotifications(read),
    healthProbeIntervalMs: read.int('HEALTH_PROBE_INTERVAL_MS', 2_000, 0, 60_000),
    shutdownDrainMs: read.int('SHUTDOWN_DRAIN_MS', 15_000, 1_000, 600_000),
  };
  checkAdminSettings(read, env);
  if (env.uploadDeadlineMs < env.requestDeadlineMs) read.problems.push(`UPLOAD_DEADLINE_MS must not be below REQUEST_DEADLINE_MS (${env.requestDeadlineMs})`);
  if (env.databaseUrl && env.databaseStatementTimeoutMs + 500 >= env.requestDeadlineMs) {
    read.problems.push(`DATABASE_STATEMENT_TIMEOUT_MS must leave room below REQUEST_DEADLINE_MS (${env.requestDeadlineMs})`);
  }
  if (read.problems.length > 0) throw new EnvError(read.problems);
  return Object.freeze(env);
}

export const MIN_SESSION_SECRET_LENGTH = 32;

/** Admin sign-in settings: ADMIN_EMAIL and ADMIN_PASSWORD go together; production needs a strong SESSION_SECRET. */
function checkAdminSettings(read: Reader, env: Env): void {
  if (Boolean(env.adminEmail) !== Boolean(env.adminPassword)) read.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (env.adminPassword !== null && env.adminPassword.length < PASSWORD_LENGTH.min) read.problems.push(`ADMIN_PASSWORD must be at least ${PASSWORD_LENGTH.min} characters`);
  if (env.nodeEnv === 'production' && (env.sessionSecret ?? '').length < MIN_SESSION_SECRET_LENGTH) {
    read.problems.push(`SESSION_SECRET must be set to a random string of at least ${MIN_SESSION_SECRET_LENGTH} characters in production (e.g. openssl rand -base64 48)`);
  }
}

/** For `npm run users`: the new password from USER_PASSWORD, so it never appears in argv. */
export function cliPassword(source: Source = process.env): string | null {
  const value = source.USER_PASSWORD;
  return value === undefined || value === '' ? null : value;
}

const EMAIL = /^[^\s@<>,]+@[^\s@<>,]+$/;

function readUrl(read: Reader, name: string, schemes: string[], echo = true): string | null {
  const raw = read.string(name, null);
  if (raw === null) return null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol.replace(':', '');
  } catch {
    // not a URL: reported below
  }
  if (schemes.includes(protocol)) return raw.replace(/\/+$/, '');
  read.problems.push(`${name} must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}${echo ? ` (got "${raw}")` : ''}`);
  return null;
}

function readRecipients(read: Reader, name: string): string[] {
  const list = (read.string(name, '') ?? '').split(',').map((a) => a.trim()).filter(Boolean);
  for (const address of list) if (!EMAIL.test(address)) read.problems.push(`${name} must be a comma-separated list of email addresses (got "${address}")`);
  return list;
}

const WEB = ['http', 'https'];

function readNotifications(read: Reader): NotificationSettings {
  const mailFrom = read.string('MAIL_FROM', 'Music school <no-reply@localhost>');
  if (!/@/.test(mailFrom)) read.problems.push(`MAIL_FROM must be an email address, optionally with a name: "School <no-reply@example.org>" (got "${mailFrom}")`);
  const perKind = <T>(value: (env: string) => T) => Object.fromEntries(SUBMISSION_KINDS.map((kind) => [kind.name, value(kind.notify.env)])) as Record<SubmissionKind, T>;
  const webhookUrl = perKind((env) => readUrl(read, `WEBHOOK_URL_${env}`, WEB));
  const webhookSecret = read.string('WEBHOOK_SECRET', null);
  if (Object.values(webhookUrl).some(Boolean) && (webhookSecret ?? '').length < 16) {
    read.problems.push('WEBHOOK_SECRET must be set (at least 16 characters) when a WEBHOOK_URL_* is set');
  }
  const retryBaseMs = read.int('NOTIFY_RETRY_BASE_MS', 5_000, 10, 3_600_000);
  const smtpUrl = readUrl(read, 'SMTP_URL', ['smtp', 'smtps'], false); // may hold a password: never echoed
  // A form without its own recipients notifies the first admin, else the sender address: setting
  // SMTP_URL alone is enough to get a mail per submission, and without SMTP_URL every notification is
  // still recorded (as "not sent") so the dashboard shows what would have gone out.
  const fallback = [read.string('ADMIN_EMAIL', null) ?? (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim()];
  const recipients = (name: string) => {
    const list = readRecipients(read, name);
    return list.length > 0 ? list : fallback;
  };
  return {
    smtpUrl,
    mailFrom,
    emailTo: perKind((env) => recipients(`NOTIFY_${env}_TO`)),
    webhookUrl,
    webhookSecret,
    publicUrl: readUrl(read, 'PUBLIC_URL', WEB) ?? `http://localhost:${read.string('PORT', '5000')}`,
    pollMs: read.int('NOTIFY_POLL_MS', 1_000, 50, 60_000),
    retryBaseMs,
    retryMaxMs: Math.max(retryBaseMs, read.int('NOTIFY_RETRY_MAX_MS', 3_600_000, 10, 86_400_000)),
    maxAttempts: read.int('NOTIFY_MAX_ATTEMPTS', 15, 1, 100),
  };
}
