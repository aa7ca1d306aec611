/**
 * The blog dates a post with the school's day (docs/requirements.md#school-clock): a post first published at
 * 23:30 in India is dated that day, one published at 00:30 the next day the next, whatever the UTC day is.
 */
import { describe, expect, it } from 'vitest';
import type { BlogPost } from '../../../server/src/modules/content/blog-post.entity';
import { siteBlogPost } from '../../../server/src/modules/content/publishing/site-content';

const post = (publishedAt: string) =>
  ({
    title: 'Our recital',
    body: '<p>Twelve students.</p>',
    youtubeId: null,
    authorName: '',
    authorRole: '',
    imageId: null,
    publishedAt: new Date(publishedAt),
    createdAt: new Date(publishedAt),
  }) as BlogPost;

describe("a blog post's date", () => {
  it("is the school's day on both sides of its midnight", () => {
    const images = new Map();
    // 23:30 and 23:59 in India: still the 22nd there (and in UTC)
    expect(siteBlogPost(post('2026-11-22T18:00:00Z'), images, 'Asia/Kolkata').publishedOn).toBe('2026-11-22');
    expect(siteBlogPost(post('2026-11-22T18:29:59Z'), images, 'Asia/Kolkata').publishedOn).toBe('2026-11-22');
    // 00:00 and 00:30 on the 23rd in India, while UTC is still on the 22nd
    expect(siteBlogPost(post('2026-11-22T18:30:00Z'), images, 'Asia/Kolkata').publishedOn).toBe('2026-11-23');
    expect(siteBlogPost(post('2026-11-22T19:00:00Z'), images, 'Asia/Kolkata').publishedOn).toBe('2026-11-23');
    // a zone behind UTC: 20:00 on the 22nd in New York is the 23rd in UTC
    expect(siteBlogPost(post('2026-11-23T01:00:00Z'), images, 'America/New_York').publishedOn).toBe('2026-11-22');
  });
});
