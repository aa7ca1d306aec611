import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, email, minLength, required } from 'react-admin';
import { PASSWORD_LENGTH } from '@school/common';
import { ROLE_CHOICES } from '../../labels';

export function UserCreate() {
  return (
    <Create title="Add a dashboard user" redirect="list">
      <SimpleForm defaultValues={{ role: 'recruiter' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
        <PasswordInput
          source="password"
          validate={[required(), minLength(PASSWORD_LENGTH.min)]}
          helperText={`At least ${PASSWORD_LENGTH.min} characters`}
          autoComplete="new-password"
        />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
