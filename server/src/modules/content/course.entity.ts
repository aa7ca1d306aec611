import { Field, Int, ObjectType } from 'type-graphql';
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

  @Field(() => String, { nullable: true, description: 'Who it is for, e.g. "Beginner to advanced"; null: not shown.' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  level: string | null;

  @Field(() => String, { nullable: true, description: 'The ages it is for, e.g. "7+"; null: not shown.' })
  @Column({ type: 'varchar', length: 30, nullable: true })
  ages: string | null;

  @Field(() => Int, { nullable: true, description: 'How long a lesson is, in minutes (15 to 180); null: not shown.' })
  @Column({ name: 'lesson_minutes', type: 'integer', nullable: true })
  lessonMinutes: number | null;

  @Field(() => String, { nullable: true, description: 'Its fee in words, e.g. "₹1,500 / month"; null: not shown.' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  fee: string | null;

  /** The image shown with it (content_images), or null; the GraphQL field \`image\` resolves it. */
  @Column({ name: 'image_id', type: 'varchar', length: 36, nullable: true })
  imageId: string | null;
}
