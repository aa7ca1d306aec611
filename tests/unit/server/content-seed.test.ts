/**
 * The starter content (server/src/modules/starter-content.ts, published by the starter-content seed) holds
 * exactly what web/src/content shows, field by field: a new install looks as the site's build does, and the two
 * copies cannot drift. Each body is also what the sanitiser keeps as it is, and the guitar post's text is what the
 * launch migration gave installs seeded before it.
 */
import { faqErrors } from '@school/common';
import { describe, expect, it } from 'vitest';
import { GUITAR_POST_BODY, GUITAR_POST_TITLE } from '../../../server/src/db/migrations/1765500000000-launch-content';
import { sanitizeBody } from '../../../server/src/modules/content/sanitize-body';
import {
  STARTER_BLOG_POSTS,
  STARTER_COURSES,
  STARTER_FAQS,
  STARTER_HOME_COUNTERS,
  STARTER_RISING_STARS,
  STARTER_SCHOOL,
  STARTER_TESTIMONIALS,
} from '../../../server/src/modules/starter-content';
import { blogEntries } from '../../../web/src/content/blog';
import { courses } from '../../../web/src/content/courses';
import { faqs } from '../../../web/src/content/faq';
import { counters } from '../../../web/src/content/pages';
import {
  COPYRIGHT_YEAR,
  companySite,
  FOUNDED_YEAR,
  SCHOOL_NAME,
  socialLinks,
  SUPPORT_EMAIL,
} from '../../../web/src/content/school';
import { risingStars, studentTestimonials, teacherTestimonials } from '../../../web/src/content/testimonials';

const paragraph = (text: string) =>
  text === '' ? '' : `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;

describe('the starter content', () => {
  it('holds the blog entries: video title as title, the long text as one paragraph, author, video and date', () => {
    expect(STARTER_BLOG_POSTS.some((post) => post.body === '')).toBe(false);
    expect(STARTER_BLOG_POSTS).toEqual(
      blogEntries.map((entry) => ({
        title: entry.videoTitle,
        body: paragraph(entry.title),
        youtubeId: entry.videoId,
        authorName: entry.name,
        authorRole: entry.designation,
        date: entry.date,
      })),
    );
  });

  it('holds the five courses in their order', () => {
    expect(STARTER_COURSES).toEqual(
      courses.map(({ slug, name, group, summary, highlights }) => ({ slug, name, group, summary, highlights })),
    );
    expect(STARTER_COURSES).toHaveLength(5);
  });

  it("holds the teachers' then the students' testimonials, each in order", () => {
    expect(STARTER_TESTIMONIALS).toEqual([
      ...teacherTestimonials.map((one) => ({ kind: 'teacher', ...one })),
      ...studentTestimonials.map((one) => ({ kind: 'student', ...one })),
    ]);
  });

  it('holds the Rising Stars videos and the home counters', () => {
    expect(STARTER_RISING_STARS).toEqual(
      risingStars.map(({ name, location, subject, videoId }) => ({ name, location, subject, youtubeId: videoId })),
    );
    expect(STARTER_HOME_COUNTERS).toEqual(counters.map(({ value, suffix, label }) => ({ value, suffix, label })));
  });

  it("holds the school's details", () => {
    expect(STARTER_SCHOOL).toEqual({
      name: SCHOOL_NAME,
      supportEmail: SUPPORT_EMAIL,
      socialLinks,
      companySiteLabel: companySite.label,
      companySiteUrl: companySite.href,
      foundedYear: FOUNDED_YEAR,
      copyrightYear: COPYRIGHT_YEAR,
    });
  });

  it("holds the FAQ's five questions in order, each within the FAQ's rules", () => {
    expect(STARTER_FAQS).toEqual(faqs.map(({ question, answer }) => ({ question, answer })));
    expect(STARTER_FAQS).toHaveLength(5);
    for (const faq of STARTER_FAQS) expect(faqErrors(faq)).toEqual({});
  });

  it('seeds bodies the allow-list keeps unchanged', () => {
    for (const post of STARTER_BLOG_POSTS) expect(sanitizeBody(post.body)).toBe(post.body);
  });

  it('gives the guitar post the text the launch migration gave installs that had it empty', () => {
    expect(STARTER_BLOG_POSTS.find((post) => post.title === GUITAR_POST_TITLE)?.body).toBe(GUITAR_POST_BODY);
  });
});
