/**
 * The days no weekly lesson is held (docs/requirements.md#closures, #teacher-leave): the school's closures and each
 * teacher's leave.
 */
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../columns';

@Entity('school_closures')
@ObjectType({ description: 'Days the school is closed (a holiday): no weekly lesson is held on them.' })
export class SchoolClosure {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field({ description: 'What it is, e.g. Diwali.' }) @Column({ type: 'varchar', length: 100 }) name: string;
  @Field({ description: "First closed day, YYYY-MM-DD in the school's zone." })
  @Column({ name: 'first_date', type: 'varchar', length: 10 })
  firstDate: string;
  @Field({ description: 'Last closed day, YYYY-MM-DD (included).' })
  @Column({ name: 'last_date', type: 'varchar', length: 10 })
  lastDate: string;
  @Column({ name: 'created_by', type: 'varchar', length: 254 }) createdBy: string;
  @Field(() => Date, { description: 'When it was added.' }) @CreatedAtColumn() createdAt: Date;
}

@Entity('teacher_leave')
@ObjectType({ description: "A teacher's leave: days (in the teacher's zone) they give no lesson or trial class." })
export class TeacherLeave {
  @Field(() => ID, { description: 'Unique id.' }) @IdColumn() id: string;
  @Field(() => ID, { description: 'The teacher.' })
  @Column({ name: 'teacher_id', type: 'varchar', length: 36 })
  teacherId: string;
  @Field({ description: "First day, YYYY-MM-DD in the teacher's zone." })
  @Column({ name: 'first_date', type: 'varchar', length: 10 })
  firstDate: string;
  @Field({ description: 'Last day, YYYY-MM-DD (included).' })
  @Column({ name: 'last_date', type: 'varchar', length: 10 })
  lastDate: string;
  @Field(() => String, { nullable: true, description: 'Why (staff only).' })
  @Column({ type: 'varchar', length: 200, nullable: true })
  reason: string | null;
  @Column({ name: 'created_by', type: 'varchar', length: 254 }) createdBy: string;
  @Field(() => Date, { description: 'When it was declared.' }) @CreatedAtColumn() createdAt: Date;
}
