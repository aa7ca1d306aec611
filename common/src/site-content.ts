/**
 * What the public site shows that the school edits (docs/requirements.md#content): the published content
 * as the site's pages read it. The server builds it from the database and renders the pages with it (and
 * embeds each page's share in the page for hydration); the build renders the same pages from the copy in
 * web/src/content, which the seed migration put in the database, so both give the same HTML.
 */
import type { ExternalLinkFields } from './content';

/** An uploaded picture in the sizes the server made of it (AVIF and WebP). */
export interface SiteImage {
  alt: string;
  /** The original's pixel size (after rotation): the page reserves its box before it loads. */
  width: number;
  height: number;
  /** The WebP fallback for `<img src>`. */
  src: string;
  sources: { format: string; width: number; url: string }[];
}

export interface SiteBlogPost {
  /** The title shown above the post (the video's title). */
  title: string;
  /** Sanitised HTML (the server's allow-list); empty for a post that is its video alone. */
  body: string;
  youtubeId: string | null;
  authorName: string;
  authorRole: string;
  /** ISO instant it was first published (the date the blog shows, in UTC). */
  publishedAt: string;
  image?: SiteImage | null;
}

export interface SiteCourse {
  slug: string;
  name: string;
  group: string;
  summary: string;
  highlights: string[];
  image?: SiteImage | null;
}

export interface SiteTestimonial {
  name: string;
  location: string;
  subject: string;
  quote: string;
  image?: SiteImage | null;
}

export interface SiteRisingStar {
  name: string;
  location: string;
  subject: string;
  youtubeId: string;
}

export interface SiteCounter {
  value: number;
  suffix: string;
  label: string;
}

export interface SiteSchool {
  name: string;
  supportEmail: string;
  socialLinks: ExternalLinkFields[];
  companySite: ExternalLinkFields;
  foundedYear: number;
  copyrightYear: number;
}

export interface SiteContent {
  /** Newest first; the blog shows the first five. */
  blog: SiteBlogPost[];
  courses: SiteCourse[];
  teacherTestimonials: SiteTestimonial[];
  studentTestimonials: SiteTestimonial[];
  risingStars: SiteRisingStar[];
  counters: SiteCounter[];
  school: SiteSchool;
}

/** How many blog posts the blog page shows (docs/requirements.md#blog-page). */
export const BLOG_POSTS_SHOWN = 5;
