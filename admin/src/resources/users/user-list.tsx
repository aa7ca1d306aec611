import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import { RelativeTimeField } from '../../components/time-field';
import type { AdminUserFieldsFragment } from '../../gql/graphql';

const ROLE_NAMES: Record<string, string> = { admin: 'Admin', recruiter: 'Recruiter', editor: 'Editor' };
const roleName = (role: unknown) => ROLE_NAMES[String(role)] ?? String(role);

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search email" />];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add user" />
  </TopToolbar>
);

export function UserList() {
  return (
    <List title="Dashboard users" filters={filters} actions={<Actions />} sort={{ field: 'email', order: 'ASC' }}>
      <PhoneOr
        phone={
          <PhoneList
            primary={(r) => String(r.email)}
            secondary={(r) => `${roleName(r.role)}${r.disabled ? ' · disabled' : ''}`}
            ageSource="lastLoginAt"
            link="edit"
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="email" />
          <FunctionField<AdminUserFieldsFragment> source="role" render={(r) => roleName(r.role)} />
          <BooleanField source="disabled" label="Disabled" />
          <RelativeTimeField source="lastLoginAt" label="Last sign-in" emptyText="never" />
          <RelativeTimeField source="createdAt" label="Added" />
        </Datagrid>
      </PhoneOr>
    </List>
  );
}
