/**
 * The dashboard's preview (docs/requirements.md#publishing): the real page, rendered by the site's renderer with
 * the published content and the unsaved edit put in as if it were published. The edit goes through its kind's
 * checks and cleaning first (a refused value is refused here as on save; a body is sanitised), and nothing is
 * written. The page has no script: the dashboard shows it in a sandboxed frame.
 */
import type { ContentKind } from '@school/common';
import { ServiceUnavailableError } from '../../../errors';
import type { ContentItem } from '../content-item';
import { contentKinds, type SaveInput } from '../content-kinds';
import type { SchoolDetailsInput } from '../content.inputs';
import type { ContentService } from '../content.service';
import type { ContentImageService } from '../images/content-image.service';
import { checkedSchoolDetails, type SchoolDetailsService } from '../school-details.service';
import { imagesOf, publishedItems, siteContentOf, type PublishedItems } from './site-content';
import type { SiteRenderer } from './site-renderer';

export interface Preview {
  path: string;
  html: string;
}

/** Where each kind shows: the page a preview renders. */
const PAGE: Record<ContentKind | 'schoolDetails', string> = {
  blogPost: '/Blog',
  course: '/Courses',
  testimonial: '/',
  risingStar: '/',
  homeCounter: '/',
  faq: '/Support',
  schoolDetails: '/',
};

type Item = ContentItem & { position?: number; kind?: string };

/** The list with the edit in its place: replacing the item it edits, else where asked, else last. */
function placed<T extends Item>(list: T[], edit: T, position: number | null | undefined, scope?: keyof T): T[] {
  const others = list.filter((item) => item.id !== edit.id);
  const at = list.findIndex((item) => item.id === edit.id);
  const peers = scope ? others.filter((item) => item[scope] === edit[scope]) : others;
  const wanted =
    position ??
    (at >= 0 ? list.slice(0, at).filter((item) => !scope || item[scope] === edit[scope]).length : peers.length);
  const anchor = peers[Math.max(0, Math.min(wanted, peers.length))];
  const index = anchor ? others.indexOf(anchor) : others.length;
  return [...others.slice(0, index), edit, ...others.slice(index)];
}

export class SitePreviewService {
  constructor(
    private readonly content: ContentService,
    private readonly schoolDetails: SchoolDetailsService,
    private readonly images: Pick<ContentImageService, 'byIds'>,
    private readonly renderer: SiteRenderer | null,
  ) {}

  async item(kind: ContentKind, input: SaveInput): Promise<Preview> {
    const def = contentKinds[kind];
    const fields = def.fields(input); // refuses what a save would refuse; cleans the body
    const renderer = this.ready();
    // one more post than the page shows: the one edited may be among them and move
    const items = await publishedItems(this.content, this.schoolDetails, this.images, 6);
    const existing = input.id ? await this.content.find(kind, input.id) : null;
    const now = new Date();
    const edit = {
      ...(existing ?? { createdAt: now, publishedAt: null }),
      ...fields,
      id: existing?.id ?? input.id ?? 'preview',
      published: true,
      publishedAt: existing?.publishedAt ?? now,
      updatedAt: now,
    } as unknown as Item;
    const position = (input as { position?: number | null }).position;
    const edited = edit as unknown as { imageId?: string | null };
    const added = await imagesOf(this.images, [{ imageId: edited.imageId ?? null }]);
    const next: PublishedItems = { ...items, images: new Map([...items.images, ...added]) };
    if (kind === 'blogPost')
      next.posts = [...items.posts.filter((post) => post.id !== edit.id), edit as never].sort(
        (a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime(),
      );
    else if (kind === 'course') next.courses = placed(items.courses as Item[], edit, position) as never;
    else if (kind === 'testimonial')
      next.testimonials = placed(items.testimonials as Item[], edit, position, 'kind') as never;
    else if (kind === 'risingStar') next.stars = placed(items.stars as Item[], edit, position) as never;
    else if (kind === 'faq') next.faqs = placed(items.faqs as Item[], edit, position) as never;
    else next.counters = placed(items.counters as Item[], edit, position) as never;
    return { path: PAGE[kind], html: await renderer.renderPreview(PAGE[kind], siteContentOf(next)) };
  }

  async school(input: SchoolDetailsInput): Promise<Preview> {
    const fields = checkedSchoolDetails(input);
    const renderer = this.ready();
    const items = await publishedItems(this.content, this.schoolDetails, this.images);
    const school = { ...items.school, ...fields };
    return { path: PAGE.schoolDetails, html: await renderer.renderPreview('/', siteContentOf({ ...items, school })) };
  }

  private ready(): SiteRenderer {
    if (!this.renderer)
      throw new ServiceUnavailableError('The site is not built on this server: nothing to preview.', 60);
    return this.renderer;
  }
}
