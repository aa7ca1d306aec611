/**
 * The starter-content seed: a new install's site, published, each item with a first version saved by "seed" so
 * that the school's first edit can be rolled back to the shipped words. It runs once per install, after the
 * migrations (db/seeds.ts); an install created before seeds left the migrations had it from them.
 */
import type { ContentKind } from '@school/common';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { newId } from '../../db/ids';
import type { Seed } from '../../db/seeds';
import { BlogPost } from './blog-post.entity';
import { ContentVersion } from './content-version.entity';
import { Course } from './course.entity';
import { Faq } from './faq.entity';
import { HomeCounter } from './home-counter.entity';
import { RisingStar } from './rising-star.entity';
import { SCHOOL_ROW } from './school-details.service';
import { SchoolDetails } from './school-details.entity';
import {
  STARTER_BLOG_POSTS,
  STARTER_COURSES,
  STARTER_FAQS,
  STARTER_HOME_COUNTERS,
  STARTER_RISING_STARS,
  STARTER_SCHOOL,
  STARTER_TESTIMONIALS,
} from '../starter-content';
import { Testimonial } from './testimonial.entity';

/** Publishes `fields` as a new item of `kind` with its first version, whose snapshot has the GraphQL names. */
async function publish<T extends ObjectLiteral>(
  manager: EntityManager,
  kind: ContentKind,
  entity: EntityTarget<T>,
  fields: QueryDeepPartialEntity<T>,
  snapshot: object,
  at: Date,
  publishedAt = at,
): Promise<void> {
  const id = newId();
  await manager.insert(entity, { id, published: true, publishedAt, createdAt: at, updatedAt: at, ...fields });
  await manager.insert(ContentVersion, {
    id: newId(),
    kind,
    itemId: id,
    snapshot: JSON.stringify(snapshot),
    savedBy: 'seed',
    savedAt: at,
  });
}

export const starterContent: Seed = {
  name: 'starter-content',
  async run(manager, at) {
    for (const { date, ...post } of STARTER_BLOG_POSTS)
      await publish(manager, 'blogPost', BlogPost, post, post, at, new Date(`${date}T00:00:00Z`));
    for (const [position, course] of STARTER_COURSES.entries())
      await publish(manager, 'course', Course, { ...course, position }, course, at);
    const places = new Map<string, number>();
    for (const testimonial of STARTER_TESTIMONIALS) {
      const position = places.get(testimonial.kind) ?? 0;
      places.set(testimonial.kind, position + 1);
      await publish(manager, 'testimonial', Testimonial, { ...testimonial, position }, testimonial, at);
    }
    for (const [position, star] of STARTER_RISING_STARS.entries())
      await publish(manager, 'risingStar', RisingStar, { ...star, position }, star, at);
    for (const [position, counter] of STARTER_HOME_COUNTERS.entries())
      await publish(manager, 'homeCounter', HomeCounter, { ...counter, position }, counter, at);
    for (const [position, faq] of STARTER_FAQS.entries())
      await publish(manager, 'faq', Faq, { ...faq, position }, faq, at);
    await manager.insert(SchoolDetails, {
      id: SCHOOL_ROW,
      ...STARTER_SCHOOL,
      phone: null,
      whatsapp: null,
      updatedAt: at,
    });
  },
};
