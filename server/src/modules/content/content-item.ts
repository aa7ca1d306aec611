import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, UpdateDateColumn } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';

/** What every piece of the school's content has: a draft or published state and its clock. */
@ObjectType()
export abstract class ContentItem {
  @Field(() => ID, { description: 'Unique id (a UUID).' })
  @IdColumn()
  id: string;

  @Field({ description: 'True when the site shows it; a draft (false) is never in the public queries.' })
  @Column({ type: 'boolean', default: false })
  published: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      'When it was first published (UTC); null for a draft never published. Blog posts show it as their date.',
  })
  @Column({ name: 'published_at', type: Date, nullable: true })
  publishedAt: Date | null;

  @Field({ description: 'When it was created (UTC).' })
  @CreatedAtColumn()
  createdAt: Date;

  @Field({ description: 'When it was last saved (UTC).' })
  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}

/** Content whose order shows on the site: 0 first. */
@ObjectType()
export abstract class OrderedContentItem extends ContentItem {
  @Field(() => Int, { description: 'Its place in its list on the site, 0 first (drag-to-reorder saves it).' })
  @Column({ type: 'integer', default: 0 })
  position: number;
}
