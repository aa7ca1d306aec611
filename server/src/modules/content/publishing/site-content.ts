/**
 * The published content in the shape the site's pages read (SiteContent, @school/common). Fields are picked one by
 * one, in the order web/src/content/default-content.ts writes them, so a page rendered from the seeded database is
 * byte for byte the page the build rendered from the shipped copy.
 */
import {
  footerYear,
  zonedDay,
  BLOG_POSTS_SHOWN,
  sitePhone,
  type SiteImage,
  type SiteBlogPost,
  type SiteContent,
  type SiteCourse,
  type SiteSchool,
  type SiteTestimonial,
} from '@school/common';
import type { BlogPost } from '../blog-post.entity';
import type { ContentService } from '../content.service';
import type { Course } from '../course.entity';
import type { Faq } from '../faq.entity';
import type { ContentImage } from '../images/content-image.entity';
import type { ContentImageService } from '../images/content-image.service';
import type { HomeCounter } from '../home-counter.entity';
import type { RisingStar } from '../rising-star.entity';
import type { SchoolDetails } from '../school-details.entity';
import type { SchoolDetailsService } from '../school-details.service';
import type { Testimonial } from '../testimonial.entity';

/** Uploaded images by id: what the items of one rendering show. */
export type Images = ReadonlyMap<string, ContentImage>;

const siteImage = (image: ContentImage): SiteImage => ({
  alt: image.alt,
  width: image.width,
  height: image.height,
  src: image.src,
  sources: image.sources.map(({ format, width, url }) => ({ format, width, url })),
});

/** `image` only when there is one: an item without keeps the shipped copy's shape (byte-identical pages). */
const withImage = <T extends object>(fields: T, imageId: string | null, images: Images): T => {
  const image = imageId ? images.get(imageId) : undefined;
  return image ? { ...fields, image: siteImage(image) } : fields;
};

/** A post as the blog shows it: dated with the day it was first published in the school's zone. */
export const siteBlogPost = (post: BlogPost, images: Images, timeZone: string): SiteBlogPost =>
  withImage(
    {
      title: post.title,
      body: post.body,
      youtubeId: post.youtubeId,
      authorName: post.authorName,
      authorRole: post.authorRole,
      publishedAt: (post.publishedAt ?? post.createdAt).toISOString(),
      publishedOn: zonedDay(post.publishedAt ?? post.createdAt, timeZone),
    },
    post.imageId,
    images,
  );

export const siteCourse = (course: Course, images: Images): SiteCourse =>
  withImage(
    {
      slug: course.slug,
      name: course.name,
      group: course.group,
      summary: course.summary,
      highlights: [...course.highlights],
      ...courseFacts(course),
    },
    course.imageId,
    images,
  );

/** The facts the school has set, and only those: a course without any keeps the shipped copy's shape. */
function courseFacts(course: Course): Pick<SiteCourse, 'level' | 'ages' | 'lessonMinutes' | 'fee'> {
  const facts: Pick<SiteCourse, 'level' | 'ages' | 'lessonMinutes' | 'fee'> = {};
  if (course.level) facts.level = course.level;
  if (course.ages) facts.ages = course.ages;
  if (course.lessonMinutes != null) facts.lessonMinutes = course.lessonMinutes;
  if (course.fee) facts.fee = course.fee;
  return facts;
}

export const siteTestimonial = (one: Testimonial, images: Images): SiteTestimonial =>
  withImage({ name: one.name, location: one.location, subject: one.subject, quote: one.quote }, one.imageId, images);

export const siteSchool = (school: SchoolDetails): SiteSchool => ({
  name: school.name,
  supportEmail: school.supportEmail,
  socialLinks: school.socialLinks.map((link) => ({ label: link.label, href: link.href })),
  companySite: { label: school.companySiteLabel, href: school.companySiteUrl },
  foundedYear: school.foundedYear,
  copyrightYear: footerYear(school.copyrightYear),
  // present only when set, like the shipped copy's optional numbers (byte-identical pages without them)
  ...(school.phone ? { phone: sitePhone(school.phone) } : {}),
  ...(school.whatsapp ? { whatsapp: sitePhone(school.whatsapp) } : {}),
});

/** The published items, as stored (a preview puts an edit in among them before they become SiteContent). */
export interface PublishedItems {
  posts: BlogPost[];
  courses: Course[];
  testimonials: Testimonial[];
  stars: RisingStar[];
  counters: HomeCounter[];
  faqs: Faq[];
  school: SchoolDetails;
  /** The images the posts, courses and testimonials show. */
  images: Images;
  /** SCHOOL_TIME_ZONE: the blog's dates are the school's days. */
  timeZone: string;
}

/** The images these items show, in one query. */
export async function imagesOf(
  images: Pick<ContentImageService, 'byIds'>,
  items: readonly { imageId: string | null }[],
): Promise<Images> {
  const ids = [...new Set(items.map((item) => item.imageId).filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Map();
  return new Map((await images.byIds(ids)).map((image) => [image.id, image]));
}

export async function publishedItems(
  content: ContentService,
  school: SchoolDetailsService,
  images: Pick<ContentImageService, 'byIds'>,
  posts = BLOG_POSTS_SHOWN,
): Promise<PublishedItems> {
  const [blog, courses, testimonials, stars, counters, faqs, details] = await Promise.all([
    content.published('blogPost', posts) as Promise<BlogPost[]>,
    content.published('course') as Promise<Course[]>,
    content.published('testimonial') as Promise<Testimonial[]>,
    content.published('risingStar') as Promise<RisingStar[]>,
    content.published('homeCounter') as Promise<HomeCounter[]>,
    content.published('faq') as Promise<Faq[]>,
    school.get(),
  ]);
  const shown = await imagesOf(images, [...blog, ...courses, ...testimonials]);
  return {
    posts: blog,
    courses,
    testimonials,
    stars,
    counters,
    faqs,
    school: details,
    images: shown,
    timeZone: school.timeZone,
  };
}

export function siteContentOf(items: PublishedItems): SiteContent {
  const { posts, courses, testimonials, stars, counters, faqs, school, images, timeZone } = items;
  const testimonial = (one: Testimonial) => siteTestimonial(one, images);
  return {
    blog: posts.slice(0, BLOG_POSTS_SHOWN).map((post) => siteBlogPost(post, images, timeZone)),
    courses: courses.map((course) => siteCourse(course, images)),
    teacherTestimonials: testimonials.filter((one) => one.kind === 'teacher').map(testimonial),
    studentTestimonials: testimonials.filter((one) => one.kind === 'student').map(testimonial),
    risingStars: stars.map((star) => ({
      name: star.name,
      location: star.location,
      subject: star.subject,
      youtubeId: star.youtubeId,
    })),
    counters: counters.map((counter) => ({ value: counter.value, suffix: counter.suffix, label: counter.label })),
    school: siteSchool(school),
    faqs: faqs.map((faq) => ({ question: faq.question, answer: faq.answer })),
  };
}

/** Everything published now (the blog: the latest posts the page shows). */
export async function publishedSiteContent(
  content: ContentService,
  school: SchoolDetailsService,
  images: Pick<ContentImageService, 'byIds'>,
): Promise<SiteContent> {
  return siteContentOf(await publishedItems(content, school, images));
}
