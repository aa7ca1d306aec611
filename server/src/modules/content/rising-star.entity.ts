import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { OrderedContentItem } from './content-item';

/** A student's video on the home page's "Rising Stars" row. */
@ObjectType({ description: 'A "Rising Stars" video: a student playing, with their name and place.' })
@Entity('rising_stars')
export class RisingStar extends OrderedContentItem {
  @Field({ description: "The student's name (at most 100 characters)." })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field({ description: 'Where they live; may be empty.' })
  @Column({ type: 'varchar', length: 100, default: '' })
  location: string;

  @Field({ description: 'What they learn; may be empty.' })
  @Column({ type: 'varchar', length: 100, default: '' })
  subject: string;

  @Field({ description: 'The YouTube video id (11 characters).' })
  @Column({ name: 'youtube_id', type: 'varchar', length: 11 })
  youtubeId: string;
}
