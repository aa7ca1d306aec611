import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, email, minLength, required } from 'react-admin';
import { ROLE_CHOICES } from '../../labels';

export function UserCreate() {
  return (
    <Create title="Add a dashboard user" redirect="list">
      <SimpleForm defaultValues={{ role: 'recruiter' }}>
        <TextInput source="email" type="email" validate={[required(), email()]} autoComplete="off" />
        <PasswordInput source="password" validate={[required(), minLength(10)]} helperText="At least 10 characters" autoComplete="new-password" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
