import { KINDS } from '@school/common';
import { Datagrid, FunctionField, Link, List, SelectInput, TextField, TextInput } from 'react-admin';
import { SchoolDateInput } from '../../components/school-date-input';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import { RelativeTimeField } from '../../components/time-field';
import type { AuditEntryFieldsFragment } from '../../gql/graphql';
import { AUDIT_ACTION_CHOICES, actionLabel } from './audit-actions';

const KIND_CHOICES = KINDS.filter((k) => k.statuses).map((k) => ({ id: k.name, name: k.label.one }));

/** Who, what, which kind of record, when (docs/requirements.md#dashboard-history). */
const filters = [
  <TextInput key="actorEmail" source="actorEmail" label="Who (email)" alwaysOn />,
  <SelectInput key="action" source="action" label="Action" choices={AUDIT_ACTION_CHOICES} emptyText="Any" alwaysOn />,
  <SelectInput key="kind" source="kind" label="Record kind" choices={KIND_CHOICES} emptyText="Any" alwaysOn />,
  <SchoolDateInput key="createdFrom" source="createdFrom" label="From" alwaysOn />,
  <SchoolDateInput key="createdTo" source="createdTo" label="Until" alwaysOn />,
];

/** The record an entry is about, named and linked; "—" when it is not a submission or is gone. */
function RecordLink({ record }: { record: AuditEntryFieldsFragment }) {
  if (!record.record) return <span>—</span>;
  return <Link to={`/${record.record.resource}/${record.record.id}/show`}>{record.record.label}</Link>;
}

/** Newest first; the server sorts the log by time only. */
export function AuditEntryList() {
  return (
    <List title="Audit log" filters={filters} actions={false} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50}>
      <PhoneOr
        phone={
          <PhoneList
            primary={(r) => String(r.summary)}
            secondary={(r) => <RecordLink record={r as AuditEntryFieldsFragment} />}
            link={false}
          />
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <RelativeTimeField source="createdAt" label="When" />
          <TextField source="actorEmail" label="Who" sortable={false} />
          <FunctionField<AuditEntryFieldsFragment>
            source="action"
            label="Action"
            sortable={false}
            render={(r) => actionLabel(r.action)}
          />
          <TextField source="summary" label="What happened" sortable={false} />
          <FunctionField<AuditEntryFieldsFragment>
            label="Record"
            sortable={false}
            render={(r) => <RecordLink record={r} />}
          />
          <TextField source="clientIp" label="From address" emptyText="—" sortable={false} />
        </Datagrid>
      </PhoneOr>
    </List>
  );
}
