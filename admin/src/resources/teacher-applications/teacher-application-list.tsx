import type { AdminRole } from '@school/common';
import { Datagrid, DateField, EmailField, List, TextField, usePermissions } from 'react-admin';
import { BulkStatusButton } from '../../components/bulk-status-button';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { ListActions } from '../../components/list-actions';
import { StatusField } from '../../components/status-field';
import { submissionFilters } from '../../components/submission-filters';
import { APPLICATION_STATUS_CHOICES } from '../../labels';
import { ResumeLinks } from './resume-links';

const filters = submissionFilters(APPLICATION_STATUS_CHOICES);

/** Recruiters may change statuses in bulk; only admins may delete. */
const BulkActions = ({ canDelete }: { canDelete: boolean }) => (
  <>
    <BulkStatusButton choices={APPLICATION_STATUS_CHOICES} />
    {canDelete && <BulkDeleteForGoodButton />}
  </>
);

export function TeacherApplicationList() {
  const { permissions } = usePermissions<AdminRole | undefined>();
  return (
    <List
      title="Teacher applications"
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkActions canDelete={permissions === 'admin'} />}>
        <DateField locales="en-GB" source="createdAt" label="Received" showTime />
        <TextField source="name" />
        <EmailField source="email" />
        <StatusField source="status" label="Status" />
        <ResumeLinks label="Resume" compact />
      </Datagrid>
    </List>
  );
}
