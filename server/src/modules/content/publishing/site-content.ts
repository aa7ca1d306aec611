/**
 * The published content in the shape the site's pages read (SiteContent, @school/common). Fields are picked one by
 * one, in the order web/src/content/default-content.ts writes them, so a page rendered from the seeded database is
 * byte for byte the page the build rendered from the shipped copy.
 */
import {
  BLOG_POSTS_SHOWN,
  type SiteBlogPost,
  type SiteContent,
  type SiteCourse,
  type SiteSchool,
  type SiteTestimonial,
} from '@school/common';
import type { BlogPost } from '../blog-post.entity';
import type { ContentService } from '../content.service';
import type { Course } from '../course.entity';
import type { HomeCounter } from '../home-counter.entity';
import type { RisingStar } from '../rising-star.entity';
import type { SchoolDetails } from '../school-details.entity';
import type { SchoolDetailsService } from '../school-details.service';
import type { Testimonial } from '../testimonial.entity';

export const siteBlogPost = (post: BlogPost): SiteBlogPost => ({
  title: post.title,
  body: post.body,
  youtubeId: post.youtubeId,
  authorName: post.authorName,
  authorRole: post.authorRole,
  publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
});

export const siteCourse = (course: Course): SiteCourse => ({
  slug: course.slug,
  name: course.name,
  group: course.group,
  summary: course.summary,
  highlights: [...course.highlights],
});

export const siteTestimonial = (one: Testimonial): SiteTestimonial => ({
  name: one.name,
  location: one.location,
  subject: one.subject,
  quote: one.quote,
});

export const siteSchool = (school: SchoolDetails): SiteSchool => ({
  name: school.name,
  supportEmail: school.supportEmail,
  socialLinks: school.socialLinks.map((link) => ({ label: link.label, href: link.href })),
  companySite: { label: school.companySiteLabel, href: school.companySiteUrl },
  foundedYear: school.foundedYear,
  copyrightYear: school.copyrightYear,
});

/** The published items, as stored (a preview puts an edit in among them before they become SiteContent). */
export interface PublishedItems {
  posts: BlogPost[];
  courses: Course[];
  testimonials: Testimonial[];
  stars: RisingStar[];
  counters: HomeCounter[];
  school: SchoolDetails;
}

export async function publishedItems(
  content: ContentService,
  school: SchoolDetailsService,
  posts = BLOG_POSTS_SHOWN,
): Promise<PublishedItems> {
  const [blog, courses, testimonials, stars, counters, details] = await Promise.all([
    content.published('blogPost', posts) as Promise<BlogPost[]>,
    content.published('course') as Promise<Course[]>,
    content.published('testimonial') as Promise<Testimonial[]>,
    content.published('risingStar') as Promise<RisingStar[]>,
    content.published('homeCounter') as Promise<HomeCounter[]>,
    school.get(),
  ]);
  return { posts: blog, courses, testimonials, stars, counters, school: details };
}

export function siteContentOf(items: PublishedItems): SiteContent {
  const { posts, courses, testimonials, stars, counters, school } = items;
  return {
    blog: posts.slice(0, BLOG_POSTS_SHOWN).map(siteBlogPost),
    courses: courses.map(siteCourse),
    teacherTestimonials: testimonials.filter((one) => one.kind === 'teacher').map(siteTestimonial),
    studentTestimonials: testimonials.filter((one) => one.kind === 'student').map(siteTestimonial),
    risingStars: stars.map((star) => ({
      name: star.name,
      location: star.location,
      subject: star.subject,
      youtubeId: star.youtubeId,
    })),
    counters: counters.map((counter) => ({ value: counter.value, suffix: counter.suffix, label: counter.label })),
    school: siteSchool(school),
  };
}

/** Everything published now (the blog: the latest posts the page shows). */
export async function publishedSiteContent(
  content: ContentService,
  school: SchoolDetailsService,
): Promise<SiteContent> {
  return siteContentOf(await publishedItems(content, school));
}
