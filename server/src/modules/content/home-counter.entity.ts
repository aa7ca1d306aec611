import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { OrderedContentItem } from './content-item';

/** One of the home page's claims, counted up from 0 when it comes into view ("1500+ Happy students"). */
@ObjectType({ description: 'A home-page counter: a number the page counts up to, a suffix and a label.' })
@Entity('home_counters')
export class HomeCounter extends OrderedContentItem {
  @Field(() => Int, { description: 'The number counted up to, e.g. 1500.' })
  @Column({ type: 'integer' })
  value: number;

  @Field({ description: 'Shown after the number, e.g. "+" (at most 5 characters); may be empty.' })
  @Column({ type: 'varchar', length: 5, default: '' })
  suffix: string;

  @Field({ description: 'What it counts, e.g. "Happy students" (at most 60 characters).' })
  @Column({ type: 'varchar', length: 60 })
  label: string;
}
