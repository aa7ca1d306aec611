/**
 * What the public site may read (docs/requirements.md#content): published items only, never a draft.
 * The blog is its own query because it is the one list that grows (the site shows the latest five);
 * everything else the pages show is small and read together, in one query, by the prerender.
 */
import { Arg, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { ValidationError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { BlogPost } from './blog-post.entity';
import { Course } from './course.entity';
import { Faq } from './faq.entity';
import { HomeCounter } from './home-counter.entity';
import { RisingStar } from './rising-star.entity';
import { SchoolDetails } from './school-details.entity';
import { Testimonial } from './testimonial.entity';

const MAX_POSTS = 50;

@ObjectType({ description: 'The published content of the site, each list in its order on the site.' })
export class PublishedContent {
  @Field(() => [Course], { description: 'The published courses.' }) courses: Course[];
  @Field(() => [Testimonial], { description: "The teachers' published testimonials." })
  teacherTestimonials: Testimonial[];
  @Field(() => [Testimonial], { description: "The students' published testimonials." })
  studentTestimonials: Testimonial[];
  @Field(() => [RisingStar], { description: 'The published "Rising Stars" videos.' }) risingStars: RisingStar[];
  @Field(() => [HomeCounter], { description: "The home page's published counters." }) homeCounters: HomeCounter[];
  @Field(() => SchoolDetails, { description: "The school's details." }) school: SchoolDetails;
  @Field(() => [Faq], { description: 'The published questions of the FAQ.' }) faqs: Faq[];
}

@Resolver()
export class PublishedContentResolver {
  @Query(() => [BlogPost], {
    description: `Public. The latest published blog posts, newest first. BAD_USER_INPUT for a limit outside 1-${MAX_POSTS}.`,
  })
  publishedBlogPosts(
    @Arg('limit', () => Int, { defaultValue: 5, description: `How many (1 to ${MAX_POSTS}; the site shows 5).` })
    limit: number,
    @Ctx() ctx: GraphQLContext,
  ) {
    if (limit < 1 || limit > MAX_POSTS)
      throw new ValidationError(`limit: from 1 to ${MAX_POSTS}`, { limit: `From 1 to ${MAX_POSTS}` });
    return ctx.admin.content.published('blogPost', limit);
  }

  @Query(() => PublishedContent, { description: 'Public. Everything else the site shows that the school edits.' })
  async publishedContent(@Ctx() ctx: GraphQLContext): Promise<PublishedContent> {
    const { content, schoolDetails } = ctx.admin;
    const testimonials = (await content.published('testimonial')) as Testimonial[];
    return {
      courses: (await content.published('course')) as Course[],
      teacherTestimonials: testimonials.filter((one) => one.kind === 'teacher'),
      studentTestimonials: testimonials.filter((one) => one.kind === 'student'),
      risingStars: (await content.published('risingStar')) as RisingStar[],
      homeCounters: (await content.published('homeCounter')) as HomeCounter[],
      school: await schoolDetails.get(),
      faqs: (await content.published('faq')) as Faq[],
    };
  }
}
