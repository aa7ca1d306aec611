import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ContentKind } from '@school/common';
import { ContentKindEnum } from './content-kind.enum';

/** One published save of a piece of content, kept whole so it can be restored (docs/requirements.md#content). */
@ObjectType({ description: 'A version of a piece of content: what it was when it was saved as published.' })
@Entity('content_versions')
@Index('idx_content_versions_item', ['kind', 'itemId', 'savedAt'])
export class ContentVersion {
  @Field(() => ID, { description: 'Unique id (a UUID, later ones sort after earlier ones).' })
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Field(() => ContentKindEnum, { description: 'The kind of content.' })
  @Column({ type: 'varchar', length: 20 })
  kind: ContentKind;

  @Field(() => ID, { description: 'The id of the piece of content.' })
  @Column({ name: 'item_id', type: 'varchar', length: 36 })
  itemId: string;

  @Field({ description: 'Its fields as JSON, as they were saved (the same names as its GraphQL type).' })
  @Column({ type: 'text' })
  snapshot: string;

  @Field({ description: 'The email of the account that saved it (or rolled back to it).' })
  @Column({ name: 'saved_by', type: 'varchar', length: 254 })
  savedBy: string;

  @Field({ description: 'When it was saved (UTC).' })
  @Column({ name: 'saved_at', type: Date })
  savedAt: Date;
}
