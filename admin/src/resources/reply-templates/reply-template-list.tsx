import { CreateButton, Datagrid, List, TextField, TopToolbar } from 'react-admin';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import { RelativeTimeField } from '../../components/time-field';

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add template" />
  </TopToolbar>
);

/** The templates staff pick from when replying (docs/requirements.md#replies); admins keep them. */
export function ReplyTemplateList() {
  return (
    <List title="Reply templates" actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} empty={false}>
      <PhoneOr
        phone={
          <PhoneList
            primary={(r) => String(r.name)}
            secondary={(r) => String(r.subject)}
            ageSource="updatedAt"
            link="edit"
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" />
          <TextField source="subject" />
          <RelativeTimeField source="updatedAt" label="Changed" />
        </Datagrid>
      </PhoneOr>
    </List>
  );
}
