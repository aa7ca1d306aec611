/**
 * What ships in the production image: the lockfile marks every package only development needs with
 * `dev: true`. Abandoned or advised-against packages may serve the tests (a stand-in S3 server) but
 * must never reach the production tree, and every production dependency the server declares is one
 * it uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const lock = JSON.parse(readFileSync(join(__dirname, '../../../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; dev?: boolean }>;
};

/** name → why it must stay out of production. */
const KEPT_OUT: Record<string, string> = {
  s3rver: 'no release since 2022; replaced by the disk store and MinIO',
  dicer: 'unmaintained multipart parser with advisories (came with busboy 0.x)',
  'class-validator': 'not used: the rules live in common/',
};

const serverRoot = join(__dirname, '../../../server');
/** What the server needs in production, each imported by its code, or a peer another one requires. */
const NEEDED: Record<string, string> = {
  '@apollo/server': 'GraphQL server',
  '@fastify/cookie': 'session cookie',
  '@school/common': 'shared rules',
  'better-sqlite3': 'SQLite driver',
  busboy: 'multipart REST uploads',
  fastify: 'HTTP server',
  graphql: 'GraphQL',
  'graphql-query-complexity': 'query cost limits',
  'graphql-scalars': 'peer of type-graphql',
  'graphql-upload-minimal': 'GraphQL uploads',
  helmet: 'security headers',
  luxon: 'calendar arithmetic in each teacher’s time zone (trial slots across DST changes)',
  'ical-generator': 'the calendar invite (.ics) of a booked trial class',
  minio: 'S3 object storage',
  negotiator: "the one type Apollo answers in, from a client's Accept header, worked out once per header",
  nodemailer: 'notification mail',
  'sanitize-html': "the allow-list of a blog post's body (docs/requirements.md#content)",
  sharp:
    'content images: checked, oriented, stripped of metadata and resized to AVIF and WebP (libvips from the @img/* packages)',
  pg: 'PostgreSQL driver',
  pino: 'logs',
  'prom-client': '/metrics',
  razorpay: "Razorpay's SDK: payment links for invoices in rupees and its webhooks' signatures",
  stripe: "Stripe's SDK: Checkout for invoices in other currencies and its webhooks' signatures",
  pdfkit: 'the PDF invoice (docs/requirements.md#invoice-pdf)',
  fontkit: "the invoice PDF's font, unpacked once a process and shared (pdfkit's own font engine)",
  '@fontsource/noto-sans': 'the font of the invoice PDF: ₹, Latin, Greek, Cyrillic and Devanagari names',
  'reflect-metadata': 'decorator metadata for type-graphql',
  'type-graphql': 'schema from classes',
  typeorm: 'database layer',
  uuid: 'row ids (v7)',
  yazl: 'the zip of a person’s data export (streamed)',
  zod: 'configuration',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}

/** What @school/common brings into production with it (the server imports common's rules at run time). */
const COMMON_NEEDED: Record<string, string> = {
  '@graphql-typed-document-node/core': 'typed GraphQL documents',
  'libphonenumber-js': 'the optional phone number of the trial and contact forms (docs/requirements.md#phone)',
  luxon: "the school's clock (common/src/time.ts): one time-zone library for the server, the dashboard and common/",
};

const production = Object.entries(lock.packages)
  .filter(([path, entry]) => path.includes('node_modules/') && !entry.dev)
  .map(([path, entry]) => ({
    name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
    version: entry.version ?? '',
  }));

describe('the production dependency tree', () => {
  it('holds none of the packages kept out of it', () => {
    const found = production
      .filter((p) => p.name in KEPT_OUT)
      .map((p) => `${p.name}@${p.version}: ${KEPT_OUT[p.name]}`);
    expect(found).toEqual([]);
  });

  it('holds no busboy before 1.x nor fast-xml-parser before 4.x (old majors with advisories)', () => {
    const old = production.filter(
      (p) =>
        (p.name === 'busboy' && /^0\./.test(p.version)) || (p.name === 'fast-xml-parser' && /^[0-3]\./.test(p.version)),
    );
    expect(old).toEqual([]);
  });

  it("is the server's declared dependencies, each one needed and, unless a peer, imported by its code", () => {
    const declared = Object.keys(
      (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
        .dependencies,
    );
    expect(declared.sort()).toEqual(Object.keys(NEEDED).sort());
    const code = sources(join(serverRoot, 'src')).join('\n');
    const unused = declared.filter(
      (name) => !NEEDED[name].startsWith('peer of') && !code.includes(`'${name}'`) && !code.includes(`'${name}/`),
    );
    expect(unused).toEqual([]);
  });

  it("holds @school/common's declared dependencies, each one needed", () => {
    const declared = Object.keys(
      (
        JSON.parse(readFileSync(join(serverRoot, '../common/package.json'), 'utf8')) as {
          dependencies: Record<string, string>;
        }
      ).dependencies,
    );
    expect(declared.sort()).toEqual(Object.keys(COMMON_NEEDED).sort());
    expect(declared.filter((name) => !production.some((p) => p.name === name))).toEqual([]);
  });
});
