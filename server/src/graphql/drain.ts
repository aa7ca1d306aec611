/**
 * Apollo's drain on shutdown (apollo.stop(), run from fastify's close): the HTTP server stops taking
 * connections and the requests in flight finish, for SHUTDOWN_DRAIN_MS; past it the connections left
 * are closed, and every connection as soon as it is idle. It replaces @as-integrations/fastify's fastifyApolloDrainPlugin, which closed every
 * connection after a fixed 10 s whatever the setting said (a request in flight at 12 s of a 25 s drain
 * was cut and the process exited at 10 s). main.ts exits at the same deadline in any case.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance } from 'fastify';

export function drainPlugin(app: FastifyInstance, drainMs: number): ApolloServerPlugin {
  return {
    async serverWillStart() {
      return {
        async drainServer() {
          const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
          // a keep-alive connection whose request has been answered is closed as soon as it is idle
          // (server.close() closes only those idle when it is called)
          const idle = setInterval(() => app.server.closeIdleConnections(), 200);
          try {
            await app.close();
          } finally {
            clearTimeout(cut);
            clearInterval(idle);
          }
        },
      };
    },
  };
}
