import { Datagrid, DateField, EmailField, List, TextField } from 'react-admin';
import { BulkStatusButton } from '../../components/bulk-status-button';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { ListActions } from '../../components/list-actions';
import { StatusField } from '../../components/status-field';
import { submissionFilters } from '../../components/submission-filters';
import { CONTACT_STATUS_CHOICES } from '../../labels';

const filters = submissionFilters(CONTACT_STATUS_CHOICES);

const BulkActions = () => (
  <>
    <BulkStatusButton choices={CONTACT_STATUS_CHOICES} />
    <BulkDeleteForGoodButton />
  </>
);

export function ContactMessageList() {
  return (
    <List
      title="Contact messages"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkActions />}>
        <DateField locales="en-GB" source="createdAt" label="Received" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <TextField
          source="message"
          sortable={false}
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        />
        <StatusField source="status" label="Status" />
      </Datagrid>
    </List>
  );
}
