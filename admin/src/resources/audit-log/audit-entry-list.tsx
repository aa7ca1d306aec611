import { Datagrid, DateField, List, TextField } from 'react-admin';

export function AuditEntryList() {
  return (
    <List title="Audit log" actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="actorEmail" label="Who" />
        <TextField source="action" label="What" />
        <TextField source="target" label="On" emptyText="—" />
        <TextField source="detail" label="Detail" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
