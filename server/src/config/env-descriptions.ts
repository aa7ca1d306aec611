/**
 * What each setting of env-schema.ts does, in the groups docs/configuration.md shows them in. The
 * reference is generated from this map and the schema (defaults and accepted values come from the
 * schema): `npm run docs:config` writes it, `npm run check` fails when a setting is missing here or
 * the file is stale.
 */
import { SUBMISSION_KINDS } from '@school/common';
import { PAYMENT_SETTINGS } from './env-payments';
import { notifyToVariable, webhookUrlVariable } from './env-schema';

export interface SettingGroup {
  title: string;
  settings: Record<string, string>;
}

const perKind = Object.fromEntries(
  SUBMISSION_KINDS.flatMap(({ notify, label }) => [
    [notifyToVariable(notify.env), `Who is mailed about each new ${label.one.toLowerCase()} (empty: nobody).`],
    [
      webhookUrlVariable(notify.env),
      `Where each new ${label.one.toLowerCase()} is POSTed as JSON, signed with \`WEBHOOK_SECRET\`.`,
    ],
  ]),
);

export const SETTING_GROUPS: SettingGroup[] = [
  {
    title: 'Server',
    settings: {
      NODE_ENV:
        '`production` makes `SESSION_SECRET` and `PUBLIC_URL` required and turns GraphQL introspection off by default.',
      PORT: 'The HTTP port of the one process that serves the site, the dashboard and the API.',
      HOST: 'The address to listen on (default: `0.0.0.0`, every interface, in production; `127.0.0.1` otherwise, so a development server is not reachable from the network).',
      DATA_DIR:
        'Where the SQLite file (`school.db`), the disk object store (`objects/`), backups and the uploads spool live.',
      LOG_LEVEL: 'pino log level; `debug` logs every request.',
      TRUST_PROXY:
        'Take the client address from `X-Forwarded-For` and the scheme from `X-Forwarded-Proto`. Only when the servers are reachable through your own balancer alone (docs/operations.md#trust_proxy).',
      CORS_ORIGINS:
        'Origins allowed to call the API from another site (off when empty); `npm run dev` adds its Vite origins.',
      MIGRATE_ON_START:
        'Run pending migrations, then seeds a new install starts with, at start (under an advisory lock on PostgreSQL). `false` to run `npm run migrate` as a release step instead.',
      GRAPHQL_INTROSPECTION:
        'Introspection and GraphiQL for everyone. Unset: on in development, off in production (then signed-in admins only).',
      GRAPHQL_MAX_COST:
        'The query cost a signed-in request may reach (about one per row asked for, 10 per root field); over it: refused before any work.',
      GRAPHQL_ANONYMOUS_MAX_COST:
        'The query cost a request without a session may reach; raised to one full slots query when a short `TRIAL_LESSON_MINUTES` needs more.',
      PEOPLE_TIMELINE_MAX:
        "The newest entries a person's timeline on the dashboard shows, and the newest submissions their page lists (older ones are left out).",
      METRICS: 'Serve Prometheus metrics on `GET /metrics` (404 otherwise).',
      WEB_DIST: "The site's built files (default `web/dist`).",
      ADMIN_DIST: "The dashboard's built files (default `admin/dist`).",
      WEB_SSR_DIST:
        "The site's server-side renderer and page template (default `web/dist-ssr`), used to render pages again on publish.",
      SITE_POLL_MS:
        "How often each instance looks whether the site's content changed: a publish reaches every instance within about that.",
      HEALTH_PROBE_INTERVAL_MS:
        'How long one round of readiness probes (database, storage, uploads spool) is reused by every caller of `/readyz` (0: each call probes, one round at a time).',
      SHUTDOWN_DRAIN_MS:
        "On SIGTERM, how long requests in flight get to finish before the process exits. Keep it below the orchestrator's grace period (compose: 30 s).",
      REQUEST_DEADLINE_MS:
        'An API request not answered by then gets 503 with `Retry-After`. Every deadline stays below the 120 s HTTP request timeout.',
      UPLOAD_DEADLINE_MS:
        "The same for routes that take an upload or stream a file (their bytes move at the client's pace); at least `REQUEST_DEADLINE_MS`.",
      RATE_LIMIT_FORMS:
        'Submissions per client address and per email per 10 minutes (0: off); 429 with `Retry-After` beyond.',
      RATE_LIMIT_TRACKING: 'Page views per client address per minute (0: off).',
      SCHOOL_TIME_ZONE:
        'The school\'s clock: "today", "this week" (from Monday 00:00), visits per day, date-only CSV filters and CSV dates use it, whatever zone the server or browser is in. An unknown name stops the start.',
    },
  },
  {
    title: 'Database',
    settings: {
      DATABASE_URL:
        'A `postgres://` URL switches from the SQLite file under `DATA_DIR` to PostgreSQL (add `?sslmode=require` when the provider asks for TLS).',
      DATABASE_POOL_SIZE:
        'PostgreSQL connections per server process. Keep N servers × this + headroom ≤ `max_connections` (docs/operations.md#scaling-out).',
      DATABASE_CONNECT_TIMEOUT_MS:
        'PostgreSQL: longest wait for a pool connection (a free one, or a new one opening); then 503.',
      DATABASE_STATEMENT_TIMEOUT_MS:
        'PostgreSQL: `statement_timeout` of every connection; the client gives up 0.5 s later and drops the connection. Migrations run without it. Must leave room below `REQUEST_DEADLINE_MS`.',
      DATABASE_BUSY_WAIT_MS:
        'SQLite: longest total wait for a lock held by another connection, in timer steps (the event loop never waits); then 503.',
    },
  },
  {
    title: 'Object storage and uploads',
    settings: {
      MINIO_ENDPOINT:
        'Host name of a MinIO or S3 endpoint (no scheme, no port). Unset: the disk store under `DATA_DIR/objects`.',
      MINIO_PORT: 'Its port (e.g. 443 for S3 over TLS).',
      MINIO_USE_SSL: 'Talk to it over TLS.',
      MINIO_ACCESS_KEY:
        'Its access key (required with `MINIO_ENDPOINT`); in compose it comes from `MINIO_APP_ACCESS_KEY`.',
      MINIO_SECRET_KEY:
        'Its secret key (required with `MINIO_ENDPOINT`); in compose it comes from `MINIO_APP_SECRET_KEY`.',
      MINIO_REGION: "The bucket's region.",
      MINIO_BUCKET: 'The private bucket resumes and content images go to.',
      RESUME_MAX_BYTES: 'Largest accepted resume (a PDF), read as a stream and cut at the cap.',
      UPLOAD_MAX_BYTES_IN_FLIGHT:
        'Cap on the upload bytes one process holds at once (each multipart request reserves the smaller of its `Content-Length` and `RESUME_MAX_BYTES`); 503 with `Retry-After: 10` beyond. Unset: 32 × `RESUME_MAX_BYTES`; at least `RESUME_MAX_BYTES`.',
      BODY_LIMIT_BYTES:
        'Largest JSON or url-encoded body (`/graphql` takes at least 464 KiB whatever this says, so a 200 KB blog post fits).',
      DISK_MIN_FREE_BYTES:
        'Free space to keep on the `DATA_DIR` volume. Below it the instance reads not ready (`disk: down`), uploads that would not fit and (on SQLite) new rows get 503; it recovers by itself. 0: only a full volume counts.',
    },
  },
  {
    title: 'Dashboard accounts',
    settings: {
      ADMIN_EMAIL:
        'The first admin, created at the first start (with `ADMIN_PASSWORD`). Changing it later changes no account: use `npm run users -- reset`.',
      ADMIN_PASSWORD:
        "That admin's password (10+ characters). In production the server refuses to start while no admin exists.",
      SESSION_SECRET:
        "Keys session tokens and the rate limiters' hashes; required in production (`openssl rand -base64 48`); the same on every server.",
      SESSION_TTL_HOURS: 'How long a dashboard session lasts from sign-in.',
    },
  },
  {
    title: 'Trial booking',
    settings: {
      TRIAL_LESSON_MINUTES: "A trial class's length, which is also the slots' grid.",
      TRIAL_MIN_NOTICE_HOURS: 'The least notice before a class the site offers or accepts.',
      TRIAL_SELF_BOOKING:
        'The site offers free times right after a trial request; `false`: the school books every trial itself.',
      RATE_LIMIT_BOOKING:
        'Public booking calls (book, view, move, cancel, confirm) per client address and per private-link token in 10 minutes (0: off); 429 with `Retry-After` beyond.',
      RATE_LIMIT_SLOTS: 'Public free-time queries (`trialSlots`) per client address per minute (0: off).',
      TRIAL_MAX_MOVES: 'How many times a visitor may move one booking through the private link.',
      TRIAL_MAX_LIVE_PER_EMAIL: 'Site bookings still to come that one email address may hold at once.',
      TRIAL_UNPROVEN_MAILS_PER_DAY:
        'Booking mails a day to an address nobody has proven by clicking a link from us (past it the change is made, the mail is not sent).',
      TRIAL_CONFIRM_HOURS:
        'A site booking not confirmed by the link in its mail within these hours (or before the class) is released (0: never).',
      TRIAL_MEETING_LINK_IN:
        "When the visitor gets the teacher's meeting link: `confirmation` (once the booking is confirmed) or `last_reminder` (only in the 1-hour reminder).",
    },
  },
  {
    title: 'Mail, notifications and the public address',
    settings: {
      SMTP_URL:
        '`smtp://` or `smtps://` URL of the mail server (may hold a password: never echoed). Unset: no mail is sent; each is recorded as "not sent: SMTP_URL not set" on the dashboard.',
      MAIL_FROM: 'The sender of every mail.',
      SCHOOL_REPLY_TO:
        "The `Reply-To` of every mail to a visitor and the calendar invite's organizer (default: the school details' support address, else `MAIL_FROM`'s). Production refuses to start when that address is on a reserved domain (`.example`, `.test`, `.invalid`, `example.com`); development warns.",
      SCHOOL_NAME:
        "The school's name in mails and `{{schoolName}}` when the school's details have none (default: `MAIL_FROM`'s name).",
      ACKNOWLEDGE_SUBMISSIONS:
        'Whoever sends a public form gets a mail that it arrived and what happens next (never for suspected spam; needs `SMTP_URL`: without it none is queued); `false`: no such mail.',
      NOTIFY_SEND_TIMEOUT_MS:
        "One delivery's deadline; the SMTP connection, greeting and socket timeouts never exceed it, and a stalled session holds no other mail.",
      NOTIFY_CONCURRENCY: 'Deliveries in flight at once per instance.',
      ...perKind,
      WEBHOOK_SECRET: 'Signs every webhook (HMAC); at least 16 characters, required once a `WEBHOOK_URL_*` is set.',
      PUBLIC_URL:
        "Where visitors reach the site: canonical links, `og:url`, `og:image`, the sitemap, `robots.txt` and links in mails name it. Required in production; in development the pages name the build's `VITE_SITE_URL`.",
      NOTIFY_POLL_MS: 'How often the outbox looks for due notifications.',
      NOTIFY_RETRY_BASE_MS: 'First retry delay of a failed notification (doubling each attempt).',
      NOTIFY_RETRY_MAX_MS: 'Longest retry delay.',
      NOTIFY_MAX_ATTEMPTS: 'Attempts before a notification is marked failed (the dashboard can retry it).',
    },
  },
  {
    title: 'Retention',
    settings: {
      RETENTION_REJECTED_DAYS: 'Days rejected teacher applications and their resumes are kept, from the rejection.',
      RETENTION_SPAM_DAYS: 'Days spam of every kind is kept, from its arrival.',
      RETENTION_ARCHIVED_DAYS: 'Days archived contact messages are kept, from the archiving.',
      RETENTION_PAGE_VIEWS_DAYS: 'Days page views are kept. A daily job erases what expired, once across instances.',
    },
  },
  PAYMENT_SETTINGS,
];
