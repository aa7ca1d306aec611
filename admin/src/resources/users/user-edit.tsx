import {
  BooleanInput,
  Edit,
  Labeled,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  Toolbar,
  minLength,
  required,
} from 'react-admin';
import { PASSWORD_LENGTH } from '@school/common';
import { ROLE_CHOICES } from '../../labels';

/**
 * Save only (docs/requirements.md#dashboard-fixes): accounts are disabled, never deleted (a disabled account keeps the
 * audit log and its assignments attributable; the server has no user delete).
 */
const UserToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<UserToolbar />} warnWhenUnsavedChanges>
        <Labeled label="Email">
          <TextField source="email" />
        </Labeled>
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <BooleanInput source="disabled" label="Disabled (cannot sign in)" />
        <PasswordInput
          source="password"
          label="New password"
          validate={minLength(PASSWORD_LENGTH.min)}
          helperText="Leave empty to keep the current password"
          autoComplete="new-password"
        />
      </SimpleForm>
    </Edit>
  );
}
