import { REPLY_LIMITS, REPLY_VARIABLES } from '@school/common';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, UpdateDateColumn } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';

const VARIABLES = REPLY_VARIABLES.map((name) => `{{${name}}}`).join(' ');

/** A reply the school writes often, kept by an admin for the dashboard's composer (docs/requirements.md#replies). */
@ObjectType({ description: `A reply template: subject and body may use the variables ${VARIABLES}.` })
@Entity('reply_templates')
export class ReplyTemplate {
  @Field(() => ID, { description: 'Unique id (a UUID).' })
  @IdColumn()
  id: string;

  @Field({
    description: `The name the composer lists it by; unique (at most ${REPLY_LIMITS.templateName} characters).`,
  })
  @Column({ type: 'varchar', length: REPLY_LIMITS.templateName, unique: true })
  name: string;

  @Field({ description: `The subject, variables unfilled (at most ${REPLY_LIMITS.subject} characters).` })
  @Column({ type: 'varchar', length: REPLY_LIMITS.subject })
  subject: string;

  @Field({ description: 'The plain-text body, variables unfilled (at most 100 KB).' })
  @Column({ type: 'text' })
  body: string;

  @Field({ description: 'When it was created (UTC).' })
  @CreatedAtColumn()
  createdAt: Date;

  @Field({ description: 'When it was last changed (UTC).' })
  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
