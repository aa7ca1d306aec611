/**
 * A teacher's pay rate from a date (docs/requirements.md#payroll): per lesson taught, or per hour taught (paid by the
 * minute), for all their courses or one, in a currency. A new rate never edits an old one: it applies from its own
 * day, so a month already paid keeps the rate it was paid at. Admins only: teachers see no money.
 */
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';
import { describedEnum } from '../enums.types';
import { CurrencyEnum, type Currency } from '../money';

export const PAY_KINDS = ['PER_LESSON', 'PER_HOUR'] as const;
export type PayKind = (typeof PAY_KINDS)[number];
export const PayKindEnum = describedEnum<PayKind>('PayKind', 'How a pay rate pays a teacher.', PAY_KINDS, {
  PER_LESSON: 'The amount for each lesson taught (attended, or missed without notice).',
  PER_HOUR: "The amount for each hour taught, paid by the minute of each lesson's length.",
});

@Entity('pay_rates')
@ObjectType({ description: "A teacher's pay from a date, in a currency; for one course where it differs." })
export class PayRate {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field(() => ID, { description: 'The teacher paid.' })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36 })
  teacherId: string;
  @Field(() => String, { nullable: true, description: 'The course it is for; null: every course of theirs.' })
  @Column({ type: 'varchar', length: 20, nullable: true })
  course: string | null;
  @Field(() => PayKindEnum, { description: 'How it pays.' })
  @Column({ type: 'varchar', length: 12 })
  kind: PayKind;
  @Field(() => CurrencyEnum, { description: 'The currency.' })
  @Column({ type: 'varchar', length: 3 })
  currency: Currency;
  @Field(() => Int, { description: 'Per lesson, or per hour: minor units.' })
  @Column({ type: 'integer' })
  amount: number;
  @Field({ description: "From this day (YYYY-MM-DD, in the teacher's zone) until a later rate of the same key." })
  @Column({ name: 'valid_from', type: 'varchar', length: 10 })
  validFrom: string;
  @Field({ description: 'Who set it.' })
  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;
  @Field(() => Date, { description: 'When it was set.' }) @CreatedAtColumn() createdAt: Date;
}

@InputType({ description: 'A pay rate from a date.' })
export class PayRateInput {
  @Field(() => ID, { description: 'The teacher.' }) teacherId: string;
  @Field(() => String, { nullable: true, description: 'One course (e.g. guitar); absent: every course.' })
  course?: string | null;
  @Field(() => PayKindEnum, { description: 'How it pays.' }) kind: PayKind;
  @Field(() => CurrencyEnum, { description: 'The currency.' }) currency: Currency;
  @Field(() => Int, { description: 'Per lesson, or per hour: minor units, 1 to 5,000,000.' }) amount: number;
  @Field({ description: "From this day, YYYY-MM-DD in the teacher's zone: today or later." }) validFrom: string;
}
