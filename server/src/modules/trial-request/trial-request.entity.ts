import { Column, Entity } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { EDIT_LIMITS, type Gender, type TrialCategory, type TrialStatus } from '@school/common';
import { GenderEnum, TrialCategoryEnum, TrialStatusEnum } from '../enums.types';
import { PhoneColumn } from '../columns';
import { SubmissionRecord } from '../kinds/submission-record';

const RECORD = {
  one: 'request',
  many: 'requests',
  whose: "The person's",
  statusOf: 'in the follow-up',
  notesNote: ' Never shown to the person.',
};

@ObjectType('TrialRequest', {
  description:
    "A request for a free trial class sent through the site's trial form, as the dashboard sees it (admin only).",
})
@Entity('trial_requests')
export class TrialRequest extends SubmissionRecord<TrialStatus>(RECORD, TrialStatusEnum) {
  @Field(() => GenderEnum, { description: 'The gender chosen on the form.' })
  @Column({ type: 'varchar', length: 10 })
  gender: Gender;

  @Field(() => TrialCategoryEnum, { description: 'The course the trial class is for.' })
  @Column({ type: 'varchar', length: 20 })
  category: TrialCategory;

  @Field(() => String, {
    nullable: true,
    description: `Legacy free text of who followed this request up (at most ${EDIT_LIMITS.handledBy} characters), from before requests were assigned to staff accounts (see \`assignee\`); null when none. Texts that were an account's email became that assignment.`,
  })
  @Column({ name: 'handled_by', type: 'varchar', length: EDIT_LIMITS.handledBy, nullable: true })
  handledBy: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The phone number given on the form, in E.164 (+919876543210; call it with tel:, message it on WhatsApp with its digits); null when none was given.',
  })
  @PhoneColumn()
  phone: string | null;
}
