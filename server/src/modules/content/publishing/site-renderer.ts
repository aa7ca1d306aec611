/**
 * The site's own server-side renderer (web/dist-ssr/entry-server.cjs, built by `vite build --ssr`, with the page
 * template the build's prerender kept next to it): the same React render the build used, loaded once. Absent (the
 * site not built), publishing has nothing to render and the built pages, if any, are served as they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import type { BookingPage, FormName, FormResult, SiteContent } from '@school/common';

export interface RenderedFile {
  file: string;
  body: string;
}

interface SiteOptions {
  siteUrl: string;
  lastModified?: string;
}

export type { FormName, FormResult };

interface SiteModule {
  renderFormPage(
    template: string,
    path: string,
    content: SiteContent,
    formResult: FormResult,
    options: SiteOptions,
  ): Promise<string>;
  renderBookingPage(template: string, content: SiteContent, page: BookingPage, options: SiteOptions): Promise<string>;
  renderSite(
    template: string,
    content: SiteContent,
    options: SiteOptions,
    cache: Map<string, { inputs: string; body: string }>,
  ): Promise<RenderedFile[]>;
  renderPreview(template: string, path: string, content: SiteContent, options: SiteOptions): Promise<string>;
  env: { siteUrl: string };
}

export class SiteRenderer {
  private constructor(
    private readonly site: SiteModule,
    private readonly template: string,
    /** The origin pages name: PUBLIC_URL, or the one the site was built with. */
    readonly siteUrl: string,
  ) {}

  /** The pages last rendered and from what: a publish renders only the pages it changed. */
  private readonly cache = new Map<string, { inputs: string; body: string }>();

  /** The renderer of a built site, or null when web/dist-ssr is missing. */
  static load(ssrDist: string, publicUrl: string | null): SiteRenderer | null {
    const entry = join(ssrDist, 'entry-server.cjs');
    const template = join(ssrDist, 'template.html');
    if (!existsSync(entry) || !existsSync(template)) return null;
    const site = createRequire(entry)(entry) as SiteModule;
    return new SiteRenderer(site, readFileSync(template, 'utf8'), publicUrl ?? site.env.siteUrl);
  }

  renderSite(content: SiteContent, lastModified?: Date): Promise<RenderedFile[]> {
    const options = { siteUrl: this.siteUrl, lastModified: lastModified?.toISOString() };
    return this.site.renderSite(this.template, content, options, this.cache);
  }

  renderFormPage(path: string, content: SiteContent, result: FormResult): Promise<string> {
    return this.site.renderFormPage(this.template, path, content, result, { siteUrl: this.siteUrl });
  }

  renderBookingPage(content: SiteContent, page: BookingPage): Promise<string> {
    return this.site.renderBookingPage(this.template, content, page, { siteUrl: this.siteUrl });
  }

  renderPreview(path: string, content: SiteContent): Promise<string> {
    return this.site.renderPreview(this.template, path, content, { siteUrl: this.siteUrl });
  }
}
