/** Every content resolver, for graphql/build-schema.ts. */
import type { ClassType } from 'type-graphql';
import { BlogPost } from './blog-post.entity';
import { contentKinds } from './content-kinds';
import { contentResolver } from './content.resolver';
import { ContentVersionsResolver } from './content-versions.resolver';
import {
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
import { PublishedContentResolver } from './published-content.resolver';
import { ContentImageResolver, imageFieldResolver } from './images/content-image.resolver';
import { RisingStar } from './rising-star.entity';
import { Testimonial } from './testimonial.entity';

export const contentResolvers: ClassType[] = [
  contentResolver(contentKinds.blogPost, {
    list: 'blogPosts',
    save: 'saveBlogPost',
    remove: 'deleteBlogPost',
    preview: 'previewBlogPost',
    type: BlogPost,
    input: BlogPostInput,
    refused: 'e.g. an empty title, a body over 200 KB or a YouTube id that is not 11 URL-safe characters',
  }),
  contentResolver(contentKinds.course, {
    list: 'courses',
    save: 'saveCourse',
    remove: 'deleteCourse',
    preview: 'previewCourse',
    type: Course,
    input: CourseInput,
    refused:
      'a taken slug, a sixth course (named on id: change one of the five instead), a lesson length outside 15-180 ' +
      'minutes and a fee over 60 characters',
  }),
  contentResolver(contentKinds.testimonial, {
    list: 'testimonials',
    save: 'saveTestimonial',
    remove: 'deleteTestimonial',
    preview: 'previewTestimonial',
    type: Testimonial,
    input: TestimonialInput,
  }),
  contentResolver(contentKinds.risingStar, {
    list: 'risingStars',
    save: 'saveRisingStar',
    remove: 'deleteRisingStar',
    preview: 'previewRisingStar',
    type: RisingStar,
    input: RisingStarInput,
  }),
  contentResolver(contentKinds.homeCounter, {
    list: 'homeCounters',
    save: 'saveHomeCounter',
    remove: 'deleteHomeCounter',
    preview: 'previewHomeCounter',
    type: HomeCounter,
    input: HomeCounterInput,
  }),
  contentResolver(contentKinds.faq, {
    list: 'faqs',
    save: 'saveFaq',
    remove: 'deleteFaq',
    preview: 'previewFaq',
    type: Faq,
    input: FaqInput,
    refused: 'e.g. an empty question or answer, a question over 200 or an answer over 1000 characters',
  }),
  ContentVersionsResolver,
  PublishedContentResolver,
  ContentImageResolver,
  imageFieldResolver(BlogPost, 'blog post'),
  imageFieldResolver(Course, 'course'),
  imageFieldResolver(Testimonial, 'testimonial'),
];
