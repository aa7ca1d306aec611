import {
  BooleanField,
  CreateButton,
  Datagrid,
  DateField,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import type { AdminUserFieldsFragment } from '../../gql/graphql';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search email" />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add user" />
  </TopToolbar>
);

export function UserList() {
  return (
    <List title="Dashboard users" filters={filters} actions={<Actions />} sort={{ field: 'email', order: 'ASC' }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <FunctionField<AdminUserFieldsFragment>
          source="role"
          render={(r) => (r.role === 'admin' ? 'Admin' : 'Recruiter')}
        />
        <BooleanField source="disabled" label="Disabled" />
        <DateField locales="en-GB" source="lastLoginAt" label="Last sign-in" showTime emptyText="never" />
        <DateField locales="en-GB" source="createdAt" label="Added" />
      </Datagrid>
    </List>
  );
}
