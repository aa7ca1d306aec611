import type { SiteContent, SiteImage } from '@school/common';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CoursesPage from '../../web/src/app/routes/courses';
import { defaultContent } from '../../web/src/content/default-content';
import { SiteContentProvider } from '../../web/src/content/site-content';
import { BlogEntryCard } from '../../web/src/features/blog/components/blog-entry-card';
import { TestimonialCard } from '../../web/src/features/home/components/testimonial-card';

const photo = (alt: string): SiteImage => ({
  alt,
  width: 1200,
  height: 750,
  src: '/media/photo-800.webp',
  sources: [
    { format: 'avif', width: 800, url: '/media/photo-800.avif' },
    { format: 'webp', width: 800, url: '/media/photo-800.webp' },
  ],
});

function renderWith(content: SiteContent, ui: React.ReactElement) {
  return render(
    <SiteContentProvider content={content}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SiteContentProvider>,
  );
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

describe('image slots: the school’s photo once uploaded, our artwork until then', () => {
  it('courses: each card shows our illustration; a course with a photo shows the photo instead', () => {
    const courses = defaultContent.courses.map((course) =>
      course.slug === 'piano' ? { ...course, image: photo('A student at a grand piano') } : course,
    );
    renderWith({ ...defaultContent, courses }, <CoursesPage />);
    const piano = card('Piano');
    expect(within(piano).getByRole('img', { name: 'A student at a grand piano' }).getAttribute('src')).toBe(
      '/media/photo-800.webp',
    );
    expect(piano.querySelector('svg')).toBeNull();
    for (const name of ['Guitar', 'Tabla', 'Hindustani Vocal', 'Bollywood Vocal']) {
      // decorative: in the page, hidden from assistive technology, one drawing per instrument
      const art = card(name).querySelector('.course__media');
      expect(art?.getAttribute('aria-hidden')).toBe('true');
      expect(art?.querySelector('svg')).not.toBeNull();
      expect(within(card(name)).queryByRole('img')).toBeNull();
    }
    const drawings = ['Guitar', 'Tabla', 'Hindustani Vocal', 'Bollywood Vocal'].map(
      (name) => card(name).querySelector('.course__media')?.innerHTML,
    );
    expect(new Set(drawings).size).toBe(4);
  });

  it('blog: a post with neither video nor photo shows our illustration; with a photo, the photo', () => {
    const post = { ...defaultContent.blog[0], youtubeId: null, image: null };
    const { unmount } = renderWith(defaultContent, <BlogEntryCard post={post} />);
    expect(screen.getByRole('article').querySelector('.blog-entry__image svg')).not.toBeNull();
    unmount();
    renderWith(defaultContent, <BlogEntryCard post={{ ...post, image: photo('Our recital hall') }} />);
    expect(screen.getByRole('img', { name: 'Our recital hall' })).toBeTruthy();
  });

  it('testimonials: the person’s photo takes the place of their initials', () => {
    const testimonial = defaultContent.studentTestimonials[0];
    const { unmount } = renderWith(defaultContent, <TestimonialCard testimonial={testimonial} />);
    expect(screen.getByRole('figure').textContent).toContain('RG');
    unmount();
    renderWith(defaultContent, <TestimonialCard testimonial={{ ...testimonial, image: photo('Rohan Gupta') }} />);
    expect(screen.getByRole('img', { name: 'Rohan Gupta' })).toBeTruthy();
    expect(screen.getByRole('figure').textContent).not.toContain('RG');
  });
});
