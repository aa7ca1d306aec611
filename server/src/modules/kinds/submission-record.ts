/**
 * The fields every form submission has, as table columns and as fields of the dashboard's GraphQL
 * type at once: an entity extends SubmissionRecord(...) and adds only its own fields.
 */
import { EDIT_LIMITS, LIMITS } from '@school/common';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column } from 'typeorm';
import { CreatedAtColumn, IdColumn, NotesColumn, SpamColumn, StatusColumn } from '../columns';

export interface RecordWords {
  /** 'request' */
  one: string;
  /** 'requests' */
  many: string;
  /** Whose name and email: "The person's". */
  whose: string;
  /** Where the status is: 'in the follow-up'. */
  statusOf: string;
  /** Appended to the notes' description. */
  notesNote?: string;
}

const SPAM =
  'True when the spam signals (hidden honeypot field, a form filled too fast, links) flagged it: stored, but nobody was notified.';

export function SubmissionRecord<Status extends string>(words: RecordWords, statusEnum: object) {
  @ObjectType()
  abstract class Submission {
    @Field(() => ID, { description: `Unique id (a UUID; newer ${words.many} sort after older ones).` })
    @IdColumn()
    id: string;

    @Field({ description: `${words.whose} name as typed, trimmed (at most ${LIMITS.name} characters).` })
    @Column({ type: 'varchar', length: LIMITS.name })
    name: string;

    @Field({ description: `${words.whose} email address as typed, trimmed (at most ${LIMITS.email} characters).` })
    @Column({ type: 'varchar', length: LIMITS.email })
    email: string;

    @Field({
      description:
        'The person it belongs to: the email trimmed, in Unicode NFC and lower case; every submission with the same key ' +
        "is the same person's (the `person` query, docs/requirements.md#people).",
    })
    @Column({ name: 'person_key', type: 'varchar', length: 254, default: '' })
    personEmail: string;

    @Field(() => statusEnum, {
      description: `Where the ${words.one} is ${words.statusOf}; \`new\` until someone changes it.`,
    })
    @StatusColumn()
    status: Status;

    @Field(() => String, {
      nullable: true,
      description: `The school's internal notes (at most ${EDIT_LIMITS.notes} characters); null when there are none.${words.notesNote ?? ''}`,
    })
    @NotesColumn()
    notes: string | null;

    @Field(() => ID, {
      nullable: true,
      description: `The id of the staff account following the ${words.one} up (see \`assignee\`); null when unassigned.`,
    })
    @Column({ name: 'assignee_id', type: 'varchar', length: 36, nullable: true })
    assigneeId: string | null;

    @Field({ description: SPAM }) @SpamColumn() spam: boolean;
    @Field({ description: `When the ${words.one} was received (UTC).` }) @CreatedAtColumn() createdAt: Date;

    @Field({
      description: `When the status last changed (UTC); when it was received while it is still the first status.`,
    })
    @Column({ name: 'status_changed_at', type: Date })
    statusChangedAt: Date;
  }
  return Submission;
}
