/**
 * Builds the whole server without listening: database, object storage, GraphQL, REST shims,
 * health and the two front ends. main.ts listens; tests call buildApp and use the result directly.
 */
import 'reflect-metadata';
import type { ApolloServer } from '@apollo/server';
import { TEACHER_APPLICATION } from '@school/common';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import { HTTP_REQUEST_TIMEOUT_MS, type Env } from './config/env';
import { createDataSource, migrate, startCheckpointer, startSearchIndexer } from './db/data-source';
import type { SearchIndexer } from './db/search-indexer';
import { RowWriter } from './db/row-writer';
import { buildAppSchema } from './graphql/build-schema';
import type { GraphQLContext } from './graphql/context';
import { IdempotencyStore } from './modules/idempotency/idempotency';
import { registerGraphQL } from './graphql/plugin';
import { registerAuthRoutes } from './http/auth-routes';
import { registerErrorHandler } from './http/errors';
import { registerExports } from './http/exports';
import { registerPayrollExport } from './http/payroll-export';
import { registerBillingExports } from './http/billing-export';
import { registerPaymentWebhooks } from './http/payment-webhooks';
import { registerFamilyPortal } from './http/family-portal';
import { registerFamilyBilling } from './http/family-billing';
import { registerInvoicePdfExport } from './http/invoice-pdf-export';
import { registerBookingPage } from './http/booking-page';
import { registerFormPosts } from './http/form-posts';
import { registerFrontEnds } from './http/front-ends';
import { registerGraphiQL } from './http/graphiql';
import { registerHealth } from './http/health';
import { registerMedia } from './http/media';
import { registerMetrics } from './http/metrics';
import { registerCookies } from './modules/session/cookie';
import { registerMultipartPassThrough } from './http/multipart';
import { registerOpenApi } from './http/openapi';
import { registerRequestDeadlines } from './http/request-deadlines';
import { requestIdGenerator } from './http/request-id';
import { registerPersonExport } from './http/person-export';
import { registerResumeDownload } from './http/resume-download';
import { registerRestRoutes } from './http/rest-routes';
import { registerSecurityHeaders } from './http/security-headers';
import { createAdminServices, type AdminServices } from './modules/admin/admin-services';
import { searchIndexOf } from './modules/admin/search';
import { kinds } from './modules/kinds/registry';
import { ensureFirstAdmin } from './modules/admin-user/bootstrap';
import { createNotifications } from './modules/notification/notifications';
import type { NotificationWorker } from './modules/notification/notification-worker';
import { SchoolContacts } from './modules/school-contact';
import { acknowledgementMail } from './modules/notification/acknowledgement-mail';
import { BookingMailComposer } from './modules/booking/booking-mail';
import { trialRequestReads } from './modules/trial-request/trial-request-reads';
import { PortalKeys } from './modules/lessons/portal-keys';
import { Teacher } from './modules/booking/teacher.entity';
import { portalMail } from './modules/lessons/portal-mail';
import { lessonReminderMail } from './modules/lessons/reminder-mail';
import { lessonLetterMail } from './modules/lessons/lesson-letter-mail';
import { teacherSummaryMail } from './modules/lessons/teacher-summary-mail';
import { receiptMail } from './modules/billing/receipt-mail';
import { invoiceReminderMail } from './modules/billing/reminder-mail';
import { BillingSettingsStore } from './modules/billing/billing-settings';
import { enrolmentForBilling } from './modules/lessons/billable';
import { BookingMailJobs } from './modules/booking/booking-mail-jobs';
import { BookingReminders } from './modules/booking/booking-reminders';
import { SitePages } from './modules/content/publishing/site-pages';
import { BookingTokens } from './modules/booking/booking-token';
import { replyMail } from './modules/people/reply-mail';
import type { ObjectSweep } from './modules/people-rights/object-sweep';
import type { Retention } from './modules/people-rights/retention';
import { createServices, type Services, type SharedParts } from './services';
import { AuditService } from './modules/audit/audit.service';
import { RateLimiter } from './modules/rate-limit/rate-limiter';
import { openObjectStorage, type ObjectStorage } from './storage/object-storage';

export interface App {
  http: FastifyInstance;
  dataSource: DataSource;
  storage: ObjectStorage;
  services: Services;
  /** The dashboard's services (sessions, lists, users): what a GraphQL context carries besides `services`. */
  admin: AdminServices;
  /** SQLite: indexes new submissions for search (tests call index() to catch up at once); null on PostgreSQL. */
  searchIndexer: SearchIndexer | null;
  /** Queues the trial classes' reminders, once a minute. */
  reminders: BookingReminders;
  /** Delivers the outbox (tests await mailWorker.settled() instead of sleeping). */
  mailWorker: NotificationWorker;
  /** The site's pages rendered from the published content (docs/requirements.md#publishing). */
  site: SitePages;
  /** The daily retention job (tests call runOnce(now) with a later `now` to move the clock). */
  retention: Retention;
  /** Removes resume objects no row names, and those an erasure could not remove yet. */
  sweep: ObjectSweep;
  /** Apollo Server behind /graphql (tests call executeOperation on it). */
  apollo: ApolloServer<GraphQLContext>;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** false: no request log at all. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests keep them to read). */
  logStream?: { write(line: string): void };
  /** The built GraphiQL page (default: next to the compiled server, dist/graphiql). */
  graphiqlDir?: string;
}

/**
 * Routes whose answer may rightly take long: a multipart upload (its body arrives within the handler,
 * at the client's pace: 10 MiB at 1 Mbit/s is ~85 s; /graphql carries uploads too, while its queries
 * have their own 5 s budget and its mutations the database deadlines) and the staff downloads that
 * stream a file or an export to a possibly slow client. They get UPLOAD_DEADLINE_MS (default 110 s),
 * every other route REQUEST_DEADLINE_MS (default 30 s). Both stay below the 120 s request timeout,
 * and the database and object-store deadlines stay well below them: a dependency that hangs fails its
 * request with a 503 of its own first, the route deadline is the backstop.
 */
const LONG_ROUTES = new Set([
  '/graphql',
  TEACHER_APPLICATION.restPath,
  '/admin/export/:file',
  '/admin/resumes/:id',
  '/admin/people/export',
]);

export async function buildApp(env: Env, options: BuildOptions = {}): Promise<App> {
  const http = Fastify({
    logger:
      options.logger === false || env.logLevel === 'silent'
        ? false
        : { level: env.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: env.trustProxy,
    bodyLimit: env.bodyLimitBytes,
    requestTimeout: HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: 0,
    keepAliveTimeout: 72_000,
    requestIdHeader: false,
    genReqId: requestIdGenerator(env.trustProxy),
    logController: new LogController({ disableRequestLogging: env.logLevel !== 'debug' && env.logLevel !== 'trace' }),
  });
  const dataSource = createDataSource(env);
  await dataSource.initialize();
  let storage: ObjectStorage | null = null;
  let checkpointer: Awaited<ReturnType<typeof startCheckpointer>> = null;
  let searchIndexer: SearchIndexer | null = null;
  try {
    if (env.migrateOnStart) await migrate(dataSource);
    checkpointer = startCheckpointer(dataSource, env);
    searchIndexer = startSearchIndexer(
      dataSource,
      kinds.flatMap((kind) => searchIndexOf(kind, dataSource) ?? []),
    );
    const store = openObjectStorage(env);
    storage = store;
    await storage.ensureBucket().catch((error) => http.log.warn({ err: error }, 'object storage not reachable yet'));
    const writer = new RowWriter(dataSource);
    // the composition root: what several features share is built once, here, and handed to each
    const audit = new AuditService(dataSource, kinds);
    const limiter = new RateLimiter(dataSource, env.sessionSecret);
    const bookingTokens = new BookingTokens(env.sessionSecret);
    const requestReads = trialRequestReads(dataSource);
    const bookingMail = new BookingMailComposer(
      dataSource,
      bookingTokens,
      {
        publicUrl: env.notifications.publicUrl,
        schoolTimeZone: env.schoolTimeZone,
        senderDomain: env.replies.fromAddress.split('@')[1] ?? 'localhost',
        meetingLinkIn: env.booking.meetingLinkIn,
      },
      requestReads,
    );
    const school = new SchoolContacts(dataSource, env.replies);
    const portalKeys = new PortalKeys(env.sessionSecret);
    const enrolment = enrolmentForBilling(dataSource);
    const billingSettings = new BillingSettingsStore(dataSource, audit);
    const teachers = { teacher: (id: string) => dataSource.getRepository(Teacher).findOneBy({ id }) };
    const notifications = createNotifications(
      env.notifications,
      dataSource,
      kinds,
      http.log,
      {
        booking: bookingMail.compose,
        reminder: bookingMail.compose,
        reply: replyMail(),
        acknowledgement: acknowledgementMail(dataSource, kinds),
        family: portalMail(dataSource, portalKeys, env.notifications.publicUrl),
        'lesson-reminder': lessonReminderMail(dataSource, teachers, env.notifications.publicUrl),
        'lesson-letter': lessonLetterMail(dataSource, teachers, env.notifications.publicUrl),
        'teacher-summary': teacherSummaryMail(dataSource, teachers, env.notifications.publicUrl),
        receipt: receiptMail(dataSource, enrolment, env.notifications.publicUrl),
        'invoice-reminder': invoiceReminderMail(
          dataSource,
          { enrolment, settings: billingSettings },
          env.notifications.publicUrl,
        ),
      },
      school,
    );
    const shared: SharedParts = {
      audit,
      limiter,
      bookingTokens,
      bookingMail: new BookingMailJobs(notifications.outbox),
      requestReads,
    };
    const services = createServices({
      env,
      dataSource,
      writer,
      storage,
      shared,
      companions: notifications.outbox,
    });
    const admin = createAdminServices({
      env,
      kinds,
      dataSource,
      storage,
      log: http.log,
      shared,
      companions: notifications.outbox,
      staffMail: notifications.staffMail,
      outbox: notifications.outbox,
      portalKeys,
      billing: { enrolment, settings: billingSettings },
    });
    await ensureFirstAdmin(env, admin.users, http.log);
    await school.checkAtStart(env.nodeEnv === 'production', http.log);

    registerRequestDeadlines(http, {
      defaultMs: env.requestDeadlineMs,
      longMs: env.uploadDeadlineMs,
      longRoutes: LONG_ROUTES,
    });
    registerErrorHandler(http);
    await registerCookies(http);
    registerSecurityHeaders(http, env);
    registerMetrics(http, env);
    registerMultipartPassThrough(http);
    http.removeContentTypeParser('text/plain');
    http.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // Readiness (/readyz, /healthz): one line per part; probes run at most once per HEALTH_PROBE_INTERVAL_MS
    const readiness = registerHealth(http, {
      intervalMs: env.healthProbeIntervalMs,
      probes: [
        { name: 'database', check: () => dataSource.query('SELECT 1').then(() => true), failing: () => writer.failing },
        { name: 'storage', check: () => store.ping() },
        { name: 'uploads', check: () => services.uploads.canSpool() },
        services.disk,
      ],
    });
    registerRestRoutes(http, services);
    registerOpenApi(http, env.resumeMaxBytes);
    registerAuthRoutes(http, admin, env);
    registerResumeDownload(http, admin, storage);
    registerMedia(http, admin.contentImages, storage);
    registerExports(http, admin);
    registerPayrollExport(http, admin);
    registerBillingExports(http, admin);
    registerPaymentWebhooks(http, admin.billing);
    registerFamilyPortal(http, admin.familyPortal, env, school);
    registerFamilyBilling(http, admin.familyPortal, admin.billing, env, school);
    registerInvoicePdfExport(http, admin, school);
    registerPersonExport(http, admin, storage);
    registerGraphiQL(http, { open: env.introspection, admin }, options.graphiqlDir);
    const apollo = await registerGraphQL(http, await buildAppSchema(), {
      services,
      env,
      admin,
      idempotency: new IdempotencyStore(dataSource),
      onUnavailable: () => readiness.invalidate(),
    });
    const site = new SitePages({
      dataSource,
      content: admin.content,
      schoolDetails: admin.schoolDetails,
      images: admin.contentImages,
      changes: admin.contentChanges,
      renderer: admin.siteRenderer,
      log: http.log,
      pollMs: env.site.pollMs,
    });
    registerFormPosts(http, services, site);
    registerBookingPage(http, services, site, env.schoolTimeZone);
    registerFrontEnds(http, env, site);
    await http.ready();
    await site.start();
    notifications.worker.start();
    const reminders = new BookingReminders(dataSource, shared.bookingMail, http.log, requestReads, (now) =>
      services.booking.releaseExpired(now),
    );
    reminders.start();
    admin.rights.sweep.start();
    admin.rights.retention.start();
    admin.lessons.horizon.start();
    admin.lessons.reminders.start();
    admin.lessons.summaries.start();
    if (env.payments.schedule) admin.billing.schedule.start();

    const opened = storage;
    const indexer = searchIndexer;
    return {
      http,
      dataSource,
      storage: opened,
      services,
      admin,
      searchIndexer: indexer,
      reminders,
      mailWorker: notifications.worker,
      site,
      retention: admin.rights.retention,
      sweep: admin.rights.sweep,
      apollo,
      close: async () => {
        services.uploads.shutdown(); // uploads still arriving are cut off; their spools delete themselves
        await http.close();
        services.uploads.removeSpoolDir();
        await reminders.stop();
        await site.stop();
        await admin.rights.retention.stop();
        await admin.lessons.horizon.stop();
        await admin.lessons.reminders.stop();
        await admin.lessons.summaries.stop();
        await admin.billing.schedule.stop();
        await admin.rights.sweep.stop();
        await notifications.worker.stop(); // lets the deliveries in flight finish (each within its deadline)
        await opened.close();
        await indexer?.stop();
        await checkpointer?.stop();
        await dataSource.destroy();
      },
    };
  } catch (error) {
    await storage?.close();
    await searchIndexer?.stop();
    await checkpointer?.stop();
    await dataSource.destroy();
    throw error;
  }
}
