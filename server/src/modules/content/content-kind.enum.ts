import { CONTENT_KINDS, type ContentKind } from '@school/common';
import { describedEnum } from '../enums.types';

export const ContentKindEnum = describedEnum<ContentKind>(
  'ContentKind',
  'A kind of content with versions (the school details have none).',
  CONTENT_KINDS,
  {
    blogPost: 'A blog post (BlogPost).',
    course: 'A course (Course).',
    testimonial: "A teacher's or a student's testimonial (Testimonial).",
    risingStar: 'A "Rising Stars" video (RisingStar).',
    homeCounter: 'A home-page counter (HomeCounter).',
    faq: 'A question of the FAQ and its answer (Faq).',
  },
);
