/**
 * The content migration's seed (server/src/db/migrations/1764700000000-content-seed.ts) holds exactly what
 * web/src/content shows today, field by field: a new install looks as the site does, and the copy cannot
 * drift while the site still reads its own. Each seeded body is also what the sanitiser keeps as it is.
 */
import { faqErrors } from '@school/common';
import { describe, expect, it } from 'vitest';
import {
  SEED_BLOG_POSTS,
  SEED_COURSES,
  SEED_HOME_COUNTERS,
  SEED_RISING_STARS,
  SEED_SCHOOL,
  SEED_TESTIMONIALS,
} from '../../../server/src/db/migrations/1764700000000-content-seed';
import { SEED_FAQS } from '../../../server/src/db/migrations/1764830000000-faq-seed';
import { GUITAR_POST_BODY, GUITAR_POST_TITLE } from '../../../server/src/db/migrations/1765500000000-launch-content';
import { sanitizeBody } from '../../../server/src/modules/content/sanitize-body';
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

describe('the content seed', () => {
  it('holds the blog entries: video title as title, the long text as one paragraph, author, video and date', () => {
    // the guitar post was seeded empty; a later migration gives it its text (1765500000000-launch-content.ts)
    const seeded = SEED_BLOG_POSTS.map((post) =>
      post.title === GUITAR_POST_TITLE && post.body === '' ? { ...post, body: GUITAR_POST_BODY } : post,
    );
    expect(seeded.some((post) => post.body === '')).toBe(false);
    expect(seeded).toEqual(
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
    expect(SEED_COURSES).toEqual(
      courses.map(({ slug, name, group, summary, highlights }) => ({ slug, name, group, summary, highlights })),
    );
    expect(SEED_COURSES).toHaveLength(5);
  });

  it("holds the teachers' then the students' testimonials, each in order", () => {
    expect(SEED_TESTIMONIALS).toEqual([
      ...teacherTestimonials.map((one) => ({ kind: 'teacher', ...one })),
      ...studentTestimonials.map((one) => ({ kind: 'student', ...one })),
    ]);
  });

  it('holds the Rising Stars videos and the home counters', () => {
    expect(SEED_RISING_STARS).toEqual(
      risingStars.map(({ name, location, subject, videoId }) => ({ name, location, subject, youtubeId: videoId })),
    );
    expect(SEED_HOME_COUNTERS).toEqual(counters.map(({ value, suffix, label }) => ({ value, suffix, label })));
  });

  it("holds the school's details", () => {
    expect(SEED_SCHOOL).toEqual({
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
    expect(SEED_FAQS).toEqual(faqs.map(({ question, answer }) => ({ question, answer })));
    expect(SEED_FAQS).toHaveLength(5);
    for (const faq of SEED_FAQS) expect(faqErrors(faq)).toEqual({});
  });

  it('seeds bodies the allow-list keeps unchanged', () => {
    for (const post of SEED_BLOG_POSTS) expect(sanitizeBody(post.body)).toBe(post.body);
    expect(sanitizeBody(GUITAR_POST_BODY)).toBe(GUITAR_POST_BODY);
  });
});
