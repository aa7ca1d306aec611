/**
 * The site's pages as published (docs/requirements.md#publishing): rendered on the server from the published content
 * with the site's own renderer, kept in memory with their compressed forms, and rendered again whenever the
 * content's version moves. In this process a save says so at once; other instances (a second process on the same
 * SQLite file, or PostgreSQL replicas of the app) see the version row move on their next look, once a second.
 * Until the first render, or when rendering fails, the build's prerendered files keep being served.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { BookingPage, SiteContent } from '@school/common';
import type { FastifyBaseLogger } from 'fastify';
import type { DataSource } from 'typeorm';
import type { StaticFile } from '../../../http/static-files';
import type { ContentService } from '../content.service';
import type { ContentImageService } from '../images/content-image.service';
import type { SchoolDetailsService } from '../school-details.service';
import { publishedSiteContent } from './site-content';
import type { FormResult, SiteRenderer } from './site-renderer';
import { readSiteVersion, type ContentChanges } from './site-version';

const brotli = promisify(brotliCompress);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A form's answer when the site is not built on this server: the message and a way back, nothing else. */
const plainAnswer = (message: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(message)}</title></head><body><main><h1>${escapeHtml(message)}</h1>` +
  `<p><a href="/">Back to the home page</a></p></main></body></html>`;
const gzipped = promisify(gzip);

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/**
 * 10, not 9: on these 40–65 KB pages quality 9 spends a fixed ~80 ms a page on our 2-core machines (2.1 s for the
 * site, most of a fresh start) where 10 takes ~17 ms and is 8 % smaller; 11 is 2 % smaller at twice 10's time.
 */
const BROTLI_QUALITY = 10;

/**
 * Compressed forms by the page's hash, shared by every site in the process and bounded: a page compressed once is not
 * compressed again, whether a publish put it back as it was or another app in the process renders the same page.
 */
const COMPRESSED_KEPT = 256;
const compressedForms = new Map<string, { br: Buffer; gz: Buffer }>();

function keepCompressed(hash: string, forms: { br: Buffer; gz: Buffer }): void {
  compressedForms.delete(hash); // kept as the most recently used
  compressedForms.set(hash, forms);
  if (compressedForms.size > COMPRESSED_KEPT) compressedForms.delete(compressedForms.keys().next().value!);
}

/** A page served as is until its compressed forms are made (at once when a page with its hash already has them). */
interface SiteFile extends StaticFile {
  hash: string;
}

function siteFile(file: string, text: string): SiteFile {
  const body = Buffer.from(text);
  const hash = createHash('sha256').update(body).digest('base64url');
  const known = compressedForms.get(hash);
  if (known) keepCompressed(hash, known);
  return {
    body,
    ...known,
    hash,
    type: TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream',
    etag: `"${hash.slice(0, 20)}"`,
    immutable: false,
  };
}

/** Gives the page its compressed forms: the ones kept for its hash (made meanwhile for another page), or new ones. */
async function compress(file: SiteFile): Promise<void> {
  let forms = compressedForms.get(file.hash);
  if (!forms) {
    const [br, gz] = await Promise.all([
      brotli(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      gzipped(file.body, { level: 9 }),
    ]);
    forms = { br, gz };
  }
  keepCompressed(file.hash, forms);
  file.br = forms.br;
  file.gz = forms.gz;
}

export interface SitePagesDeps {
  dataSource: DataSource;
  content: ContentService;
  schoolDetails: SchoolDetailsService;
  images: Pick<ContentImageService, 'byIds'>;
  changes: ContentChanges;
  renderer: SiteRenderer | null;
  log: FastifyBaseLogger;
  pollMs: number;
}

export class SitePages {
  private files = new Map<string, SiteFile>();
  /** Each file's text, so an unchanged one keeps its compressed forms. */
  private texts = new Map<string, string>();
  /** The content version the files were rendered from; 0 before the first render. */
  private renderedVersion = 0;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private failing = false;
  /** Compressing the pages that lack their compressed forms, one at a time; null when every page has them. */
  private compressing: Promise<void> | null = null;
  private stopped = false;
  /** Until start() has the first pages compressed: compression may take every core. */
  private starting = true;
  /** The content the pages were last rendered from (a form's answer is rendered with it). */
  private content: SiteContent | null = null;

  constructor(private readonly deps: SitePagesDeps) {}

  /** Renders once and compresses (awaited: the first page served is the published one, compressed), then follows. */
  async start(): Promise<void> {
    if (!this.deps.renderer) return;
    await this.refresh()
      .then(() => this.compressed())
      .finally(() => (this.starting = false));
    this.unsubscribe = this.deps.changes.subscribe(() => this.refresh());
    this.timer = setInterval(() => void this.poll(), this.deps.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    await this.running;
    await this.compressing;
  }

  /**
   * Settles when every page served has its brotli and gzip forms. A publish does not wait for them: its pages are
   * served as they are (identity encoding) until compressed, here, one page at a time, in the background (requests
   * keep the other cores); pages a newer publish replaced are skipped. A publish answers in milliseconds, not after
   * half a second of CPU. At start, when no request is served yet, a page per core at a time.
   */
  compressed(): Promise<void> {
    this.compressing ??= (async () => {
      const taken = new Set<SiteFile>();
      const lane = async (): Promise<void> => {
        const next = [...this.files.values()].find((file) => !file.br && !taken.has(file));
        if (!next || this.stopped) return;
        taken.add(next);
        await compress(next);
        return lane();
      };
      await Promise.all(Array.from({ length: this.starting ? availableParallelism() : 1 }, lane));
    })()
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'site: compression failed'))
      .finally(() => {
        this.compressing = null;
      });
    return this.compressing;
  }

  /** A rendered file by its build path ("/courses/index.html"), or undefined: serve the build's. */
  get(file: string): StaticFile | undefined {
    return this.files.get(file);
  }

  /** The content version the pages show (0: the build's own pages). */
  get version(): number {
    return this.renderedVersion;
  }

  /** Renders again; calls while a render runs make one more render after it (the latest content wins). */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.render().catch((error: unknown) => this.deps.log.error({ err: error }, 'site: render failed'));
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The page a form was posted from, answered (docs/requirements.md#without-javascript). */
  async renderFormPage(path: string, result: FormResult): Promise<string> {
    const { renderer, content, schoolDetails, images } = this.deps;
    if (!renderer) return plainAnswer(result.message);
    const site = this.content ?? (await publishedSiteContent(content, schoolDetails, images));
    return renderer.renderFormPage(path, site, result);
  }

  /** The visitor's private link, with their class in it (docs/requirements.md#trial-private-link). */
  async renderBookingPage(page: BookingPage): Promise<string> {
    const { renderer, content, schoolDetails, images } = this.deps;
    if (!renderer)
      return plainAnswer(page.state === 'shown' ? 'Your free trial class' : 'This link is not valid any more');
    const site = this.content ?? (await publishedSiteContent(content, schoolDetails, images));
    return renderer.renderBookingPage(site, page);
  }

  private async poll(): Promise<void> {
    try {
      const { version } = await readSiteVersion(this.deps.dataSource);
      if (this.failing) this.deps.log.info('site: content version readable again');
      this.failing = false;
      if (version !== this.renderedVersion) await this.refresh();
    } catch (error) {
      if (!this.failing)
        this.deps.log.warn({ err: error }, 'site: cannot read the content version; pages stay as they are');
      this.failing = true;
    }
  }

  private async render(): Promise<void> {
    const { dataSource, content, schoolDetails, images, renderer, log } = this.deps;
    const started = Date.now();
    // The version first: a save landing after this read moves it again, and the next look renders that too.
    const { version, changedAt } = await readSiteVersion(dataSource);
    const site = await publishedSiteContent(content, schoolDetails, images);
    const rendered = await renderer!.renderSite(site, changedAt);
    const files = new Map<string, SiteFile>();
    const texts = new Map<string, string>();
    for (const { file, body } of rendered) {
      const kept = this.texts.get(file) === body ? this.files.get(file) : undefined;
      files.set(file, kept ?? siteFile(file, body));
      texts.set(file, body);
    }
    this.files = files;
    this.texts = texts;
    this.content = site;
    this.renderedVersion = version;
    log.info({ version, files: files.size, ms: Date.now() - started }, 'site: pages rendered');
    void this.compressed();
  }
}
