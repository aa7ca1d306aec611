import { Datagrid, DateField, FunctionField, List, NumberField, SelectArrayInput, TextField } from 'react-admin';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { NOTIFICATION_STATUS_CHOICES, NotificationStatusField } from './notification-status-field';
import { RetryNotificationButton } from './retry-notification-button';

const filters = [
  <SelectArrayInput key="status" source="status" label="Status" choices={NOTIFICATION_STATUS_CHOICES} alwaysOn />,
];

/** The notification log: every mail and webhook the outbox holds, with its status and last error. */
export function NotificationList() {
  return (
    <List
      title="Notifications"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      actions={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField locales="en-GB" source="createdAt" label="Queued" showTime />
        <TextField source="kind" label="Form" />
        <TextField source="channel" />
        <TextField source="recipient" label="To" sortable={false} />
        <NotificationStatusField source="status" label="Status" />
        <NumberField source="attempts" />
        <FunctionField<NotificationFieldsFragment>
          label="Last error"
          sortable={false}
          render={(r) => r.lastError ?? '—'}
        />
        <DateField locales="en-GB" source="sentAt" label="Sent" showTime emptyText="—" />
        <RetryNotificationButton />
      </Datagrid>
    </List>
  );
}
