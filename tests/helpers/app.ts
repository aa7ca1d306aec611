/**
 * The server built in the test's own process: buildApp over a real database (an SQLite file in a
 * temporary folder, or a fresh PostgreSQL database when TEST_DATABASE_URL is set) and the real object
 * store (the S3 store of scripts/s3-store.mjs, or the disk store), with no port and no server process.
 * The S3 store is one per test worker (./s3-store.ts), each app with a bucket of its own: starting a store
 * per app cost half a second a test app.
 * Requests go through fastify's inject (`inject`, or any helper given `url`), GraphQL operations also
 * through Apollo's executeOperation (`operation`). Tests that need a real process (a crash, signals,
 * sockets, heap limits, several servers on one database) use startServer (./server.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FormattedExecutionResult } from 'graphql';
import { buildApp, type App } from '../../server/src/app';
import { parseEnv } from '../../server/src/config/env';
import { createTestDatabase, type TestDatabase } from './database';
import { registerInProcess } from './in-process';
import { SCHOOL_ZONE } from './school-clock';
import { workerS3Store } from './s3-store';
import { startS3Store, type S3Store } from './server';

const root = resolve(__dirname, '../..');

export interface TestApp {
  /** Base URL for the http helpers (postJson, graphql, login, …): answered in process through inject. */
  url: string;
  inject: FastifyInstance['inject'];
  /** A GraphQL operation through Apollo's executeOperation (no HTTP), as the signed-in user of `cookie` if given. */
  operation<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: { cookie?: string | null; clientIp?: string },
  ): Promise<FormattedExecutionResult<T>>;
  app: App;
  dataDir: string;
  db: TestDatabase;
  s3: S3Store | null;
  bucket: string;
  /** What the app logged so far (pino lines). */
  logs: () => string;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings as environment variables, read by the server's own parser. */
  env?: Record<string, string>;
  /**
   * false: the disk store under DATA_DIR/objects. true: a store of its own, stopped with the app (for a test
   * that stops it). A store: share it (the caller stops it). Default: the worker's store, in a bucket of its own.
   */
  s3?: boolean | S3Store;
  /** Another instance over the same database and data folder (the first one owns and removes them). */
  sharing?: TestApp;
}

let apps = 0;

/** The S3 store the app uses, and whether it is the app's own (stopped with it). */
async function objectStore(options: TestAppOptions, dataDir: string): Promise<{ s3: S3Store | null; own: boolean }> {
  if (options.sharing) return { s3: options.sharing.s3, own: false };
  if (typeof options.s3 === 'object') return { s3: options.s3, own: false };
  if (options.s3 === false) return { s3: null, own: false };
  if (options.s3 === true) return { s3: await startS3Store(join(dataDir, 's3')), own: true };
  return { s3: await workerS3Store(), own: false };
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.sharing;
  const dataDir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'school-app-'));
  const db = shared?.db ?? (await createTestDatabase(dataDir, { migrated: true }));
  const { s3, own } = await objectStore(options, dataDir);
  const bucket = shared?.bucket ?? `test-uploads-${++apps}-${process.pid}`;
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MINIO_BUCKET: bucket,
    RATE_LIMIT_FORMS: '0',
    RATE_LIMIT_TRACKING: '0',
    SCHOOL_TIME_ZONE: SCHOOL_ZONE,
    RATE_LIMIT_BOOKING: '0',
    RATE_LIMIT_SLOTS: '0',
    BILLING_SCHEDULE: 'false',
    ...db.env,
    ...(s3?.env ?? {}),
    ...options.env,
  });
  let output = '';
  const cleanup = async () => {
    if (shared) return;
    if (own) await s3?.stop();
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: App;
  try {
    // GraphiQL's page is built with the server (npm run build), like the site and the dashboard it serves
    app = await buildApp(env, {
      logStream: { write: (line) => void (output += line) },
      graphiqlDir: join(root, 'server/dist/graphiql'),
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  const { origin, unregister } = registerInProcess(app.http);
  let stopped: Promise<void> | undefined;
  return {
    url: origin,
    app,
    dataDir,
    db,
    s3,
    bucket,
    inject: app.http.inject.bind(app.http),
    operation: async (query, variables = {}, { cookie = null, clientIp = '127.0.0.1' } = {}) => {
      // `cookie` is what signIn answers: "<name>=<session token>"
      const user = await app.admin.sessions.authenticate(
        cookie ? decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)) : null,
      );
      const response = await app.apollo.executeOperation(
        { query, variables },
        { contextValue: { services: app.services, admin: app.admin, clientIp, user } },
      );
      if (response.body.kind !== 'single') throw new Error('an incremental answer: not used by this API');
      return response.body.singleResult as FormattedExecutionResult<any>;
    },
    logs: () => output,
    stop: () =>
      (stopped ??= (async () => {
        unregister();
        await app.close();
        await cleanup();
      })()),
  };
}
