import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, email, minLength, required } from 'react-admin';
import { PASSWORD_LENGTH } from '@school/common';
import { ROLE_CHOICES } from '../../labels';

// Made once: a new defaults object or validator on a re-render (the page re-renders as permissions and
// the resource load) could re-initialise the form and drop what the admin has already typed.
const DEFAULTS = { role: 'recruiter' };
const validateEmail = [required(), email()];
const validatePassword = [required(), minLength(PASSWORD_LENGTH.min)];
const validateRole = required();

export function UserCreate() {
  return (
    <Create title="Add a dashboard user" redirect="list">
      <SimpleForm defaultValues={DEFAULTS} warnWhenUnsavedChanges>
        <TextInput source="email" type="email" validate={validateEmail} autoComplete="off" />
        <PasswordInput
          source="password"
          validate={validatePassword}
          helperText={`At least ${PASSWORD_LENGTH.min} characters`}
          autoComplete="new-password"
        />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={validateRole} />
      </SimpleForm>
    </Create>
  );
}
