import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { RowWriter } from '../db/row-writer';
import type { ObjectStorage } from '../storage/object-storage';

/**
 * 200 when the database and the object store both answer, recent writes succeed and this process can
 * spool an upload to its disk; 503 (saying
 * which one failed) otherwise, so a load balancer stops sending forms to an instance that cannot keep them.
 */
export function registerHealth(
  app: FastifyInstance, dataSource: DataSource, storage: ObjectStorage, writer: RowWriter, canSpool: () => Promise<boolean>,
): void {
  app.get('/healthz', async (_request, reply) => {
    const [database, objects, uploads] = await Promise.all([
      Promise.race([
        dataSource.query('SELECT 1').then(() => true, () => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
      ]),
      storage.ping(),
      canSpool(),
    ]);
    const ok = database && objects && uploads && !writer.failing;
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({
      status: ok ? 'ok' : 'unavailable',
      database: database && !writer.failing ? 'up' : 'down',
      storage: objects ? 'up' : 'down',
      uploads: uploads ? 'up' : 'down',
    });
  });
}
