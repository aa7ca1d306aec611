import { Datagrid, FunctionField, List, NumberField, SelectArrayInput, TextField } from 'react-admin';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import { RelativeTimeField } from '../../components/time-field';
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
      <PhoneOr
        phone={
          <PhoneList
            primary={(r) => `${String(r.kind)} · ${String(r.channel)}`}
            secondary={(r) => String(r.recipient ?? '')}
            side={<NotificationStatusField source="status" />}
            link={false}
          />
        }
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <RelativeTimeField source="createdAt" label="Queued" />
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
          <RelativeTimeField source="sentAt" label="Sent" />
          <RetryNotificationButton />
        </Datagrid>
      </PhoneOr>
    </List>
  );
}
