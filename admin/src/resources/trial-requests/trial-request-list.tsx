import { Datagrid, DateField, EmailField, FunctionField, List, SelectInput, TextField } from 'react-admin';
import { BulkStatusButton } from '../../components/bulk-status-button';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { ListActions } from '../../components/list-actions';
import { StatusField } from '../../components/status-field';
import { submissionFilters } from '../../components/submission-filters';
import type { TrialRequestFieldsFragment } from '../../gql/graphql';
import { CATEGORY_CHOICES, TRIAL_STATUS_CHOICES, categoryLabel } from '../../labels';

const filters = submissionFilters(TRIAL_STATUS_CHOICES, [
  <SelectInput key="category" source="category" label="Course" choices={CATEGORY_CHOICES} />,
]);

const BulkActions = () => (
  <>
    <BulkStatusButton choices={TRIAL_STATUS_CHOICES} />
    <BulkDeleteForGoodButton />
  </>
);

export function TrialRequestList() {
  return (
    <List
      title="Trial requests"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkActions />}>
        <DateField locales="en-GB" source="createdAt" label="Received" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <FunctionField<TrialRequestFieldsFragment>
          source="category"
          label="Course"
          render={(r) => categoryLabel(r.category)}
        />
        <StatusField source="status" label="Status" />
        <TextField source="handledBy" label="Handled by" emptyText="—" />
      </Datagrid>
    </List>
  );
}
