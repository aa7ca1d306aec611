/**
 * Each kind of content once: its table, the words the schema and the audit log use, and how a save's
 * input becomes stored fields (checked by common's rules; a blog post's body sanitised). The service,
 * the resolvers and the versions are made from these.
 */
import {
  blogPostErrors,
  CONTENT_LIMITS,
  courseErrors,
  faqErrors,
  homeCounterErrors,
  risingStarErrors,
  testimonialErrors,
  type ContentKind,
  type Errors,
} from '@school/common';
import { ValidationError } from '../../errors';
import { BlogPost } from './blog-post.entity';
import type { ContentItem } from './content-item';
import type {
  BlogPostInput,
  CourseInput,
  FaqInput,
  HomeCounterInput,
  RisingStarInput,
  TestimonialInput,
} from './content.inputs';
import { Course } from './course.entity';
import { Faq } from './faq.entity';
import { HomeCounter } from './home-counter.entity';
import { RisingStar } from './rising-star.entity';
import { sanitizeBody } from './sanitize-body';
import { Testimonial } from './testimonial.entity';

export type Fields = Record<string, string | number | boolean | null | string[]>;

export interface SaveInput {
  id?: string | null;
  published: boolean;
  position?: number | null;
}

export interface ContentKindDef {
  kind: ContentKind;
  entity: new () => ContentItem;
  /** "blog post": the schema's and the audit log's words. */
  one: string;
  /** The stored fields of a save (not id, published or position), or a ValidationError naming each bad field. */
  fields(input: SaveInput): Fields;
  /** What names an item in the audit log. */
  label(fields: Fields): string;
  /** Set for lists the site shows in order; `scope` names the column that splits one table into lists. */
  ordered?: { scope?: string };
  /** At most this many items, drafts included (CONTENT_LIMITS). */
  max: number;
  /** What a refused extra item is told, when not the general words. */
  full?: string;
  /** The field a unique index keeps unique: a clash is refused naming it. */
  unique?: string;
}

function checked(errors: Errors): void {
  const first = Object.entries(errors)[0];
  if (first) throw new ValidationError(`${first[0]}: ${first[1]}`, errors);
}

const trim = (value: string | null | undefined) => (value ?? '').trim();

const blogPost: ContentKindDef = {
  kind: 'blogPost',
  entity: BlogPost,
  one: 'blog post',
  max: CONTENT_LIMITS.blogPosts,
  fields(raw) {
    const input = raw as BlogPostInput;
    checked(blogPostErrors(input)); // the body's size first: nothing is parsed past 200 KB
    return {
      title: input.title.trim(),
      body: sanitizeBody(input.body),
      youtubeId: input.youtubeId || null,
      authorName: trim(input.authorName),
      authorRole: trim(input.authorRole),
      imageId: input.imageId || null,
    };
  },
  label: (fields) => String(fields.title),
};

const course: ContentKindDef = {
  kind: 'course',
  entity: Course,
  one: 'course',
  ordered: {},
  max: CONTENT_LIMITS.courses,
  full: `The site shows ${CONTENT_LIMITS.courses} courses: change one of them instead of adding another`,
  unique: 'slug',
  fields(raw) {
    const input = raw as CourseInput;
    checked(courseErrors(input));
    return {
      slug: input.slug,
      name: input.name.trim(),
      group: input.group,
      summary: input.summary.trim(),
      highlights: input.highlights.map((one) => one.trim()),
      imageId: input.imageId || null,
      level: trim(input.level) || null,
      ages: trim(input.ages) || null,
      lessonMinutes: input.lessonMinutes ?? null,
      fee: trim(input.fee) || null,
    };
  },
  label: (fields) => String(fields.name),
};

const testimonial: ContentKindDef = {
  kind: 'testimonial',
  entity: Testimonial,
  one: 'testimonial',
  max: CONTENT_LIMITS.testimonials,
  ordered: { scope: 'kind' },
  fields(raw) {
    const input = raw as TestimonialInput;
    checked(testimonialErrors(input));
    const { kind, name, location, subject, quote } = input;
    const imageId = input.imageId || null;
    return {
      kind,
      name: name.trim(),
      location: location.trim(),
      subject: subject.trim(),
      quote: quote.trim(),
      imageId,
    };
  },
  label: (fields) => `${String(fields.name)} (${String(fields.kind)})`,
};

const risingStar: ContentKindDef = {
  kind: 'risingStar',
  entity: RisingStar,
  one: 'Rising Stars video',
  max: CONTENT_LIMITS.risingStars,
  ordered: {},
  fields(raw) {
    const input = raw as RisingStarInput;
    checked(risingStarErrors(input));
    const { name, location, subject, youtubeId } = input;
    return { name: name.trim(), location: location.trim(), subject: subject.trim(), youtubeId };
  },
  label: (fields) => String(fields.name),
};

const homeCounter: ContentKindDef = {
  kind: 'homeCounter',
  entity: HomeCounter,
  one: 'home counter',
  max: CONTENT_LIMITS.homeCounters,
  ordered: {},
  fields(raw) {
    const input = raw as HomeCounterInput;
    checked(homeCounterErrors(input));
    return { value: input.value, suffix: input.suffix.trim(), label: input.label.trim() };
  },
  label: (fields) => `${String(fields.value)}${String(fields.suffix)} ${String(fields.label)}`,
};

const faq: ContentKindDef = {
  kind: 'faq',
  entity: Faq,
  one: 'FAQ',
  max: CONTENT_LIMITS.faqs,
  ordered: {},
  fields(raw) {
    const input = raw as FaqInput;
    checked(faqErrors(input));
    return { question: input.question.trim(), answer: input.answer.trim() };
  },
  label: (fields) => String(fields.question),
};

export const contentKinds: Record<ContentKind, ContentKindDef> = {
  blogPost,
  course,
  testimonial,
  risingStar,
  homeCounter,
  faq,
};
