/** What the dashboard sends to save each kind of content. Types implement common's fields, so they cannot drift. */
import type {
  BlogPostFields,
  CourseFields,
  ExternalLinkFields,
  FaqFields,
  HomeCounterFields,
  RisingStarFields,
  SchoolDetailsFields,
  TestimonialFields,
} from '@school/common';
import { Field, ID, InputType, Int } from 'type-graphql';

const ID_TEXT = 'The item to change; absent or null to add a new one.';
const PUBLISHED = 'True to show it on the site (and keep this save as a version); false keeps it a draft, hidden.';
const IMAGE_ID = 'The image to show with it (an id from uploadContentImage or contentImages), or null for none.';
const POSITION =
  'Its place in its list, 0 first: the others move to make room. Absent: where it is (a new one goes last).';

@InputType()
abstract class ContentInput {
  @Field(() => ID, { nullable: true, description: ID_TEXT }) id?: string | null;
  @Field({ description: PUBLISHED }) published: boolean;
}

@InputType()
abstract class OrderedContentInput extends ContentInput {
  @Field(() => Int, { nullable: true, description: POSITION }) position?: number | null;
}

@InputType({ description: 'A blog post as an editor writes it.' })
export class BlogPostInput extends ContentInput implements BlogPostFields {
  @Field(() => ID, { nullable: true, description: IMAGE_ID }) imageId?: string | null;
  @Field({ description: 'Required, at most 200 characters.' }) title: string;
  @Field({ description: 'HTML, at most 200 KB; sanitised with the allow-list before it is stored. May be empty.' })
  body: string;
  @Field(() => String, { nullable: true, description: 'A YouTube video id (11 characters), or null for none.' })
  youtubeId?: string | null;
  @Field(() => String, { nullable: true, description: "The author's name (at most 100 characters)." })
  authorName?: string | null;
  @Field(() => String, { nullable: true, description: "The author's role at the school (at most 100 characters)." })
  authorRole?: string | null;
}

@InputType({ description: 'A course. There are at most five: adding a sixth is refused.' })
export class CourseInput extends OrderedContentInput implements CourseFields {
  @Field(() => ID, { nullable: true, description: IMAGE_ID }) imageId?: string | null;
  @Field({ description: "Its address on the site: lower-case words joined by '-', unique." }) slug: string;
  @Field({ description: 'Its name (at most 100 characters).' }) name: string;
  @Field({ description: '"Instruments" or "Singing".' }) group: string;
  @Field({ description: 'One or two sentences (at most 1000 characters).' }) summary: string;
  @Field(() => [String], { description: 'Bullet points (at most 10, each at most 200 characters).' })
  highlights: string[];
  @Field(() => String, {
    nullable: true,
    description: 'Who it is for, e.g. "Beginner to advanced" (at most 60 characters); empty or null: not shown.',
  })
  level?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The ages it is for, e.g. "7+" (at most 30 characters); empty or null: not shown.',
  })
  ages?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Minutes a lesson lasts, a whole number from 15 to 180; null: not shown.',
  })
  lessonMinutes?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'Its fee in words, e.g. "₹1,500 / month" (at most 60 characters); empty or null: not shown.',
  })
  fee?: string | null;
}

@InputType({ description: "A teacher's or a student's testimonial." })
export class TestimonialInput extends OrderedContentInput implements TestimonialFields {
  @Field(() => ID, { nullable: true, description: IMAGE_ID }) imageId?: string | null;
  @Field({ description: '"teacher" or "student".' }) kind: string;
  @Field({ description: 'Their name (at most 100 characters).' }) name: string;
  @Field({ description: 'Where they live (at most 100 characters; may be empty).' }) location: string;
  @Field({ description: 'What they teach or learn (at most 100 characters; may be empty).' }) subject: string;
  @Field({ description: 'Their words, plain text (at most 1000 characters).' }) quote: string;
}

@InputType({ description: 'A "Rising Stars" video.' })
export class RisingStarInput extends OrderedContentInput implements RisingStarFields {
  @Field({ description: "The student's name (at most 100 characters)." }) name: string;
  @Field({ description: 'Where they live (may be empty).' }) location: string;
  @Field({ description: 'What they learn (may be empty).' }) subject: string;
  @Field({ description: 'The YouTube video id (11 characters).' }) youtubeId: string;
}

@InputType({ description: 'A home-page counter.' })
export class HomeCounterInput extends OrderedContentInput implements HomeCounterFields {
  @Field(() => Int, { description: 'The number counted up to (0 to 1,000,000,000).' }) value: number;
  @Field({ description: 'Shown after the number, e.g. "+" (at most 5 characters; may be empty).' }) suffix: string;
  @Field({ description: 'What it counts (at most 60 characters).' }) label: string;
}

@InputType({ description: 'A question of the FAQ and its answer.' })
export class FaqInput extends OrderedContentInput implements FaqFields {
  @Field({ description: 'The question, plain text (required, at most 200 characters).' }) question: string;
  @Field({ description: 'The answer, plain text (required, at most 1000 characters).' }) answer: string;
}

@InputType({ description: 'A link: its words and its http(s) address.' })
export class ExternalLinkInput implements ExternalLinkFields {
  @Field({ description: 'The words shown (at most 60 characters).' }) label: string;
  @Field({ description: 'The address (http or https).' }) href: string;
}

@InputType({ description: "The school's details, all of them at once." })
export class SchoolDetailsInput implements SchoolDetailsFields {
  @Field({ description: "The school's name (at most 100 characters)." }) name: string;
  @Field({ description: 'The support address (an email).' }) supportEmail: string;
  @Field(() => [ExternalLinkInput], { description: 'The social links, in order (at most 10).' })
  socialLinks: ExternalLinkInput[];
  @Field({ description: "The company site's words." }) companySiteLabel: string;
  @Field({ description: "The company site's address (http or https)." }) companySiteUrl: string;
  @Field(() => Int, { description: 'The year the school was founded.' }) foundedYear: number;
  @Field(() => Int, { description: "The footer's copyright year." }) copyrightYear: number;
  @Field(() => String, {
    nullable: true,
    description:
      'A number to call, in international form (+ and the country code); stored in E.164. Empty or null: none.',
  })
  phone?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A WhatsApp number, in international form; stored in E.164. Empty or null: none.',
  })
  whatsapp?: string | null;
}
