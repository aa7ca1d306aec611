import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { OrderedContentItem } from './content-item';
import { jsonList } from './json-column';

/** One of the five courses (docs/requirements.md#courses), in the order the site lists them. */
@ObjectType({ description: 'A course of the school: the site shows exactly five.' })
@Entity('courses')
export class Course extends OrderedContentItem {
  @Field({ description: "Its address on the site (lower-case words joined by '-', unique), e.g. 'hindustani-vocal'." })
  @Column({ type: 'varchar', length: 40, unique: true })
  slug: string;

  @Field({ description: 'Its name, e.g. "Piano" (at most 100 characters).' })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field({ description: 'The list it is shown in: "Instruments" or "Singing".' })
  @Column({ name: 'course_group', type: 'varchar', length: 20 })
  group: string;

  @Field({ description: 'One or two sentences about it (at most 1000 characters).' })
  @Column({ type: 'text' })
  summary: string;

  @Field(() => [String], { description: 'What a student learns, as bullet points (at most 10).' })
  @Column({ type: 'text', transformer: jsonList })
  highlights: string[];

  /** The image shown with it (content_images), or null; the GraphQL field \`image\` resolves it. */
  @Column({ name: 'image_id', type: 'varchar', length: 36, nullable: true })
  imageId: string | null;
}
