import { AutocompleteInput, CheckboxGroupInput, TextInput, email, required, type Validator } from 'react-admin';
import { allTimeZones, zoneName } from '@school/common';
import { CATEGORY_CHOICES } from '../../labels';

// Made once: a new validator on a re-render could re-initialise the form (see users/user-create.tsx).
const validateName = required();
const validateEmail = [required(), email()];
const validateCourses: Validator = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'Choose at least one course';
const validateZone = required();
const validateUrl: Validator = (value: unknown) =>
  !value || (typeof value === 'string' && /^https:\/\/\S+$/.test(value)) ? undefined : 'A link starting with https://';
const ZONES = allTimeZones().map((zone) => ({ id: zone, name: zoneName(zone) }));

/** A teacher's own fields, the same on the create and edit pages; the server checks them again. */
export function TeacherInputs() {
  return (
    <>
      <TextInput source="name" label="Name" validate={validateName} autoComplete="off" />
      <TextInput source="email" label="Email" type="email" validate={validateEmail} autoComplete="off" />
      <CheckboxGroupInput source="courses" label="Courses" choices={CATEGORY_CHOICES} validate={validateCourses} />
      <AutocompleteInput
        source="timeZone"
        label="Time zone"
        choices={ZONES}
        validate={validateZone}
        helperText="The zone the availability is in, e.g. Asia/Kolkata"
      />
      <TextInput
        source="meetingUrl"
        label="Meeting link"
        type="url"
        validate={validateUrl}
        helperText="The video-call room students join (https), sent in the booking mails"
      />
    </>
  );
}
