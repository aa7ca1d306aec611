import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import { RelativeTimeField } from '../../components/time-field';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';

/** Newest first; the server sorts the log by time only. */

export function AuditEntryList() {
  return (
    <List title="Audit log" actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <PhoneOr
        phone={
          <PhoneList
            primary={(r) => `${String(r.actorEmail)}: ${String(r.action).replace(/_/g, ' ')}`}
            secondary={(r) => String(r.target ?? '')}
            link={false}
          />
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <RelativeTimeField source="createdAt" label="When" />
          <TextField source="actorEmail" label="Who" sortable={false} />
          <FunctionField<AuditEntryFieldsFragment>
            source="action"
            label="What"
            sortable={false}
            render={(r) => r.action.replace(/_/g, ' ')}
          />
          <TextField source="target" label="On" emptyText="—" sortable={false} />
          <TextField source="detail" label="Detail" emptyText="—" sortable={false} sx={{ wordBreak: 'break-word' }} />
          <TextField source="clientIp" label="From address" emptyText="—" sortable={false} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
}
