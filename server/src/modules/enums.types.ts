/**
 * GraphQL enums of the stored workflow values (statuses, courses, genders). Each is built from its
 * list in @school/common, so a value exists once: GraphQL names equal the stored strings, and adding
 * a value to a list without describing it here is a compile error.
 */
import {
  APPLICATION_STATUSES,
  CONTACT_STATUSES,
  GENDERS,
  TRIAL_CATEGORIES,
  TRIAL_STATUSES,
  type ApplicationStatus,
  type ContactStatus,
  type Gender,
  type TrialCategory,
  type TrialStatus,
} from '@school/common';
import { registerEnumType } from 'type-graphql';

type EnumObject<V extends string> = { readonly [K in V]: K };

/** Registers `values` as the GraphQL enum `name` (every value described); a new kind's status enum uses it too. */
export function describedEnum<V extends string>(
  name: string,
  description: string,
  values: readonly V[],
  describe: Record<V, string>,
): EnumObject<V> {
  const enumObject = Object.fromEntries(values.map((value) => [value, value])) as EnumObject<V>;
  const valuesConfig = Object.fromEntries(values.map((value) => [value, { description: describe[value] }]));
  registerEnumType(enumObject, { name, description, valuesConfig: valuesConfig as never });
  return enumObject;
}

export const TrialStatusEnum = describedEnum<TrialStatus>(
  'TrialStatus',
  'Where a trial request is in the follow-up. Every request starts as `new`; the usual path is ' +
    'new → contacted → scheduled (cancelled_by_family when the family cancels) → trial_done (or no_show) → enrolled or ' +
    'not_interested, but any status may be set at any time.',
  TRIAL_STATUSES,
  {
    new: 'Just arrived: nobody has followed it up yet. The dashboard home counts these (spam left out).',
    contacted: 'Someone from the school has called or written to the person.',
    scheduled: 'A date for the trial class is agreed.',
    cancelled_by_family:
      'The family cancelled the class with their private link: the request is back with the school to follow up.',
    trial_done: 'The trial class has taken place.',
    no_show: 'The trial class was booked but the student did not come.',
    enrolled: 'The person signed up for lessons (a closed request).',
    not_interested: 'The person decided not to go on (a closed request).',
  },
);

export const ContactStatusEnum = describedEnum<ContactStatus>(
  'ContactStatus',
  'Where a contact message is in the follow-up: new → replied → archived. Every message starts as `new`; any status may be set at any time.',
  CONTACT_STATUSES,
  {
    new: 'Nobody has answered it yet. The dashboard home counts these (spam left out).',
    replied: 'Someone from the school has answered it.',
    archived: 'Dealt with and put away.',
  },
);

export const ApplicationStatusEnum = describedEnum<ApplicationStatus>(
  'ApplicationStatus',
  'Where a teacher application is in the hiring process. Every application starts as `new`; the usual path is ' +
    'new → shortlisted → interviewed → hired or rejected, but any status may be set at any time.',
  APPLICATION_STATUSES,
  {
    new: 'Not reviewed yet. The dashboard home counts these (spam left out).',
    shortlisted: 'Picked for a closer look.',
    interviewed: 'The applicant has been interviewed.',
    hired: 'Offered a place to teach (a closed application).',
    rejected: 'Not taken on (a closed application).',
  },
);

export const TrialCategoryEnum = describedEnum<TrialCategory>(
  'TrialCategory',
  'A course a trial class can be booked for, as stored (never with a trailing space). The public ' +
    '`createTrialRequest` takes the site\'s select values as a String instead, e.g. "hindustanivocal " with its trailing space.',
  TRIAL_CATEGORIES,
  {
    hindustanivocal: 'Hindustani Vocal: North Indian classical singing.',
    bollywoodvocal: 'Bollywood Vocal: singing Hindi film songs.',
    piano: 'Piano.',
    guitar: 'Guitar.',
    tabla: 'Tabla: the North Indian pair of hand drums.',
  },
);

export const GenderEnum = describedEnum<Gender>(
  'Gender',
  'The gender chosen on the trial form. The public `createTrialRequest` takes it as a String with these same values.',
  GENDERS,
  {
    male: 'Male.',
    female: 'Female.',
    others: "Other (the form's third choice).",
  },
);
