/**
 * GET (and HEAD) /media/<name>: a content image's file, streamed from the object store (docs/requirements.md
 * #content-images). Public: these are the site's images. A name is its bytes' hash, so the answer never
 * changes: cached for a year, immutable, with the hash as its ETag. Only names an upload recorded are
 * served (a strict pattern first, then the table): anything else, a path included, is a 404.
 */
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors';
import {
  CONTENT_IMAGE_PREFIX,
  MEDIA_TYPES,
  type ContentImageService,
} from '../modules/content/images/content-image.service';
import type { ObjectStorage } from '../storage/object-storage';

const YEAR_SECONDS = 31_536_000;

export function registerMedia(app: FastifyInstance, images: ContentImageService, storage: ObjectStorage): void {
  app.route<{ Params: { name: string } }>({
    method: ['GET', 'HEAD'],
    url: '/media/:name',
    handler: async (request, reply) => {
      const name = request.params.name;
      if (!(await images.isServed(name))) throw new NotFoundError('No such image');
      const key = `${CONTENT_IMAGE_PREFIX}${name}`;
      const stat = await storage.stat(key);
      if (!stat) throw new NotFoundError('No such image');
      const etag = `"${name.slice(0, name.indexOf('.'))}"`;
      reply
        .header('content-type', MEDIA_TYPES[name.slice(name.lastIndexOf('.') + 1)])
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-length', String(stat.size));
      if (request.method === 'HEAD') return reply.send();
      return reply.send(await storage.get(key));
    },
  });
}
