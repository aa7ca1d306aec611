/** The blog card prints the school's day the server gave (publishedOn), not the UTC day of publishedAt. */
import type { SiteBlogPost } from '@school/common';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogEntryCard } from '../../web/src/features/blog/components/blog-entry-card';

describe('BlogEntryCard', () => {
  it('dates a post published 00:30 in India on the 23rd, though UTC is still on the 22nd', () => {
    const post: SiteBlogPost = {
      title: 'Our recital',
      body: '<p>Twelve students.</p>',
      youtubeId: null,
      authorName: 'Sofia Mendes',
      authorRole: 'Piano Faculty',
      publishedAt: '2026-11-22T19:00:00.000Z',
      publishedOn: '2026-11-23',
    };
    render(<BlogEntryCard post={post} />);
    const date = screen.getByText('23 November 2026');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2026-11-23');
  });
});
