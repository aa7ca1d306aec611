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
  /** ISO instant it was first published (UTC). */
  publishedAt: string;
  /** The day it was first published in the school's time zone (YYYY-MM-DD): the date the blog shows. */
  publishedOn: string;
  image?: SiteImage | null;
}

export interface SiteCourse {
  slug: string;
  name: string;
  group: string;
  summary: string;
  highlights: string[];
  image?: SiteImage | null;
  /** Its facts, each present only when the school has set it (a card shows the ones there are). */
  level?: string;
  ages?: string;
  lessonMinutes?: number;
  fee?: string;
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

/** A number of the school's: E.164 for links and structured data, and as people write it. */
export interface SitePhone {
  /** E.164, e.g. "+919876543210": the tel: link, the wa.me link (without its +) and JSON-LD. */
  number: string;
  /** In international form for reading, e.g. "+91 98765 43210". */
  text: string;
}

/** A question of the FAQ and its answer, plain text. */
export interface SiteFaq {
  question: string;
  answer: string;
}

export interface SiteSchool {
  name: string;
  supportEmail: string;
  socialLinks: ExternalLinkFields[];
  companySite: ExternalLinkFields;
  foundedYear: number;
  copyrightYear: number;
  /** Present only when the school has given one: a number to call, a WhatsApp number. */
  phone?: SitePhone;
  whatsapp?: SitePhone;
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
  /** The FAQ of /Support (and of the home page, under the contact form), in order. */
  faqs: SiteFaq[];
}

/** How many blog posts the blog page shows (docs/requirements.md#blog-page). */
export const BLOG_POSTS_SHOWN = 5;
