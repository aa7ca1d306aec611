import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { ObjectStorage } from '../storage/object-storage';

/** 200 when the database and the object store both answer, 503 (with which one failed) otherwise. */
export function registerHealth(app: FastifyInstance, dataSource: DataSource, storage: ObjectStorage): void {
  app.get('/healthz', async (_request, reply) => {
    const [database, objects] = await Promise.all([
      Promise.race([
        dataSource.query('SELECT 1').then(() => true, () => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
      ]),
      storage.ping(),
    ]);
    const ok = database && objects;
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({
      status: ok ? 'ok' : 'unavailable',
      database: database ? 'up' : 'down',
      storage: objects ? 'up' : 'down',
    });
  });
}
