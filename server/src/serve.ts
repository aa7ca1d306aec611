/** The server process: read the settings, build the app, listen, and shut down cleanly on SIGTERM/SIGINT. */
import pino from 'pino';
import { buildApp } from './app';
import { EnvError, parseEnv } from './config/env';

/** Until the app's own logger exists: configuration and start failures as pino lines too, on stderr. */
const bootLog = pino({ base: { pid: process.pid } }, pino.destination({ dest: 2, sync: true }));

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      bootLog.fatal({ problems: error.problems }, error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(env);
  const log = app.http.log;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal, drainMs: env.shutdownDrainMs }, 'shutting down: draining requests');
    // SHUTDOWN_DRAIN_MS (15 s by default): keep it below the supervisor's grace period (compose: 30 s)
    const force = setTimeout(() => {
      log.error({ drainMs: env.shutdownDrainMs }, 'shutdown took too long; exiting');
      process.exit(1);
    }, env.shutdownDrainMs).unref();
    try {
      await app.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.http.listen({ port: env.port, host: env.host });
  // slow-loris guard: a client has 20 s to send its headers
  app.http.server.headersTimeout = 20_000;
  log.info(
    { database: app.dataSource.options.type, url: `http://localhost:${env.port}/` },
    'music school server ready',
  );
}

main().catch((error) => {
  bootLog.fatal({ err: error }, `failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
