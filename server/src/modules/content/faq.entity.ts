import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { OrderedContentItem } from './content-item';

/** A question visitors ask and the school's answer, in the order /Support lists them (docs/requirements.md#faq). */
@ObjectType({ description: 'A frequently asked question and its answer, shown on /Support in order.' })
@Entity('faqs')
export class Faq extends OrderedContentItem {
  @Field({ description: 'The question (plain text, at most 200 characters).' })
  @Column({ type: 'varchar', length: 200 })
  question: string;

  @Field({ description: 'The answer (plain text, at most 1000 characters).' })
  @Column({ type: 'text' })
  answer: string;
}
