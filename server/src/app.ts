/**
 * Builds the whole server without listening: database, object storage, GraphQL, REST shims,
 * health and the two front ends. main.ts listens; tests call buildApp and use the result directly.
 */
import 'reflect-metadata';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { Env } from './config/env';
import { createDataSource, migrate, startCheckpointer } from './db/data-source';
import { RowWriter } from './db/row-writer';
import { buildAppSchema } from './graphql/build-schema';
import { registerGraphQL } from './graphql/plugin';
import { registerAuthRoutes } from './http/auth-routes';
import { registerErrorHandler } from './http/errors';
import { registerExports } from './http/exports';
import { registerFrontEnds } from './http/front-ends';
import { registerGraphiQL } from './http/graphiql';
import { registerHealth } from './http/health';
import { registerMetrics } from './http/metrics';
import { registerMultipartPassThrough } from './http/multipart';
import { registerOpenApi } from './http/openapi';
import { requestIdGenerator } from './http/request-id';
import { registerResumeDownload } from './http/resume-download';
import { registerRestRoutes } from './http/rest-routes';
import { registerSecurityHeaders } from './http/security-headers';
import { createAdminServices } from './modules/admin/admin-services';
import { ensureFirstAdmin } from './modules/admin-user/bootstrap';
import { createNotifications } from './modules/notification/notifications';
import { createServices, type Services } from './services';
import { openObjectStorage, type ObjectStorage } from './storage/object-storage';

export interface App {
  http: FastifyInstance;
  dataSource: DataSource;
  storage: ObjectStorage;
  services: Services;
  close(): Promise<void>;
}

export async function buildApp(env: Env, options: { logger?: boolean } = {}): Promise<App> {
  const http = Fastify({
    logger: options.logger === false || env.logLevel === 'silent' ? false : { level: env.logLevel },
    trustProxy: env.trustProxy,
    bodyLimit: env.bodyLimitBytes,
    requestTimeout: 120_000,
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
  try {
    if (env.migrateOnStart) await migrate(dataSource);
    checkpointer = startCheckpointer(dataSource, env);
    const store = openObjectStorage(env);
    storage = store;
    await storage.ensureBucket().catch((error) => http.log.warn({ err: error }, 'object storage not reachable yet'));
    const writer = new RowWriter(dataSource);
    const notifications = createNotifications(env.notifications, dataSource, http.log);
    const services = createServices({ env, dataSource, writer, storage, companions: notifications.outbox });
    const admin = createAdminServices({ env, dataSource, storage, log: http.log });
    await ensureFirstAdmin(env, admin.users, http.log);

    registerErrorHandler(http);
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
      ],
    });
    registerRestRoutes(http, services);
    registerOpenApi(http, env.resumeMaxBytes);
    registerAuthRoutes(http, admin, env);
    registerResumeDownload(http, admin, storage);
    registerExports(http, admin);
    registerGraphiQL(http, { open: env.introspection, admin });
    await registerGraphQL(http, await buildAppSchema(), { services, env, admin, onUnavailable: () => readiness.invalidate() });
    registerFrontEnds(http, env);
    await http.ready();
    notifications.worker.start();

    const opened = storage;
    return {
      http, dataSource, storage: opened, services,
      close: async () => {
        services.uploads.shutdown(); // uploads still arriving are cut off; their spools delete themselves
        await http.close();
        services.uploads.removeSpoolDir();
        await notifications.worker.stop(); // lets a delivery in flight finish, gives back unstarted claims
        await opened.close();
        await checkpointer?.stop();
        await dataSource.destroy();
      },
    };
  } catch (error) {
    await storage?.close();
    await checkpointer?.stop();
    await dataSource.destroy();
    throw error;
  }
}
