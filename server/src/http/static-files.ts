/**
 * Serves a built front end from memory: every file is read once at start with its precompressed
 * .br/.gz siblings, so a request costs a map lookup. Hashed assets get immutable caching.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json',
  '.pdf': 'application/pdf',
};

export interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  etag: string;
  immutable: boolean;
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (!name.endsWith('.br') && !name.endsWith('.gz')) yield path;
  }
}

/** Loads a build folder; keys are URL paths relative to the folder, e.g. "/assets/app-1a2b.js". */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  for (const path of walk(dir)) {
    const url = `/${relative(dir, path).split(sep).join('/')}`;
    const body = readFileSync(path);
    const sibling = (ext: string) => (existsSync(path + ext) ? readFileSync(path + ext) : undefined);
    files.set(url, {
      body,
      br: sibling('.br'),
      gz: sibling('.gz'),
      type: TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      immutable: url.includes('/assets/'),
    });
  }
  return files;
}

export function sendStatic(request: FastifyRequest, reply: FastifyReply, file: StaticFile, status = 200): FastifyReply {
  reply.code(status).header('content-type', file.type).header('vary', 'accept-encoding').header('etag', file.etag);
  reply.header(
    'cache-control',
    file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  if (status === 200 && request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gz && /\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(file.gz);
  return reply.send(file.body);
}
