import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { OrderedContentItem } from './content-item';

/** A teacher's or a student's words for the home page's carousels, in the order they turn. */
@ObjectType({ description: "A testimonial: a teacher's or a student's words, with their name and place." })
@Entity('testimonials')
export class Testimonial extends OrderedContentItem {
  @Field({ description: 'Whose words: "teacher" or "student" (each has its own carousel and order).' })
  @Column({ type: 'varchar', length: 10 })
  kind: string;

  @Field({ description: 'Their name (at most 100 characters).' })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field({ description: 'Where they live, e.g. "Pune, India"; may be empty.' })
  @Column({ type: 'varchar', length: 100, default: '' })
  location: string;

  @Field({ description: 'What they teach or learn, e.g. "Tabla"; may be empty.' })
  @Column({ type: 'varchar', length: 100, default: '' })
  subject: string;

  @Field({ description: 'Their words (plain text, at most 1000 characters).' })
  @Column({ type: 'text' })
  quote: string;

  /** The image shown with it (content_images), or null; the GraphQL field \`image\` resolves it. */
  @Column({ name: 'image_id', type: 'varchar', length: 36, nullable: true })
  imageId: string | null;
}
