import {
  BooleanInput,
  Edit,
  Labeled,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextField,
  minLength,
  required,
} from 'react-admin';
import { PASSWORD_LENGTH } from '@school/common';
import { ROLE_CHOICES } from '../../labels';

export function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
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
