import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { RowWriter } from '../db/row-writer';
import type { HealthProbe } from '../storage/disk-space';
import type { ObjectStorage } from '../storage/object-storage';

/**
 * 200 when the database and the object store both answer, recent writes succeed and this process can
 * spool an upload to its disk and every extra probe (e.g. `disk`: free space on DATA_DIR) passes; 503 (saying
 * which one failed) otherwise, so a load balancer stops sending forms to an instance that cannot keep them.
 */
export function registerHealth(
  app: FastifyInstance, dataSource: DataSource, storage: ObjectStorage, writer: RowWriter, canSpool: () => Promise<boolean>,
  probes: HealthProbe[] = [],
): void {
  app.get('/healthz', async (_request, reply) => {
    const [database, objects, uploads, ...extra] = await Promise.all([
      Promise.race([
        dataSource.query('SELECT 1').then(() => true, () => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, 2000, false).unref()),
      ]),
      storage.ping(),
      canSpool(),
      ...probes.map((probe) => probe.check().catch(() => false)),
    ]);
    const ok = database && objects && uploads && !writer.failing && extra.every(Boolean);
    return reply.code(ok ? 200 : 503).header('cache-control', 'no-store').send({
      status: ok ? 'ok' : 'unavailable',
      database: database && !writer.failing ? 'up' : 'down',
      storage: objects ? 'up' : 'down',
      uploads: uploads ? 'up' : 'down',
      ...Object.fromEntries(probes.map((probe, i) => [probe.name, extra[i] ? 'up' : 'down'])),
    });
  });
}
