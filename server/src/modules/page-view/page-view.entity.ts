import { Column, Entity } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { LIMITS } from '@school/common';
import { CreatedAtColumn, IdColumn } from '../columns';

@ObjectType('PageView', {
  description:
    'One page of the site shown to a visitor, as recorded by trackPageView (admin only). No visitor data is kept.',
})
@Entity('page_views')
export class PageView {
  @Field(() => ID, { description: 'Unique id (a UUID; newer views sort after older ones).' }) @IdColumn() id: string;
  @Field({ description: `The path shown, e.g. /Courses (at most ${LIMITS.page} characters).` })
  @Column({ type: 'varchar', length: LIMITS.page })
  page: string;
  @Field({ description: 'When the page was shown (UTC).' }) @CreatedAtColumn() createdAt: Date;
}
