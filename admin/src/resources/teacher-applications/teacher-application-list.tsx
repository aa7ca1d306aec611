import type { AdminRole } from '@school/common';
import { EmailField, TextField, usePermissions } from 'react-admin';
import { BulkStatusButton } from '../../components/bulk-status-button';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { AssigneeField } from '../../components/assignee';
import { InlineStatus } from '../../components/inline-status';
import { BulkSpamButtons, SpamChip } from '../../components/spam';
import { submissionFilters } from '../../components/submission-filters';
import { RelativeTimeField } from '../../components/time-field';
import { TriageList } from '../../components/triage-list';
import { APPLICATION_STATUS_CHOICES } from '../../labels';
import { ResumeLinks } from './resume-links';

const filters = submissionFilters(APPLICATION_STATUS_CHOICES);

/** Recruiters may change statuses in bulk; only admins may delete. */
const BulkActions = ({ canDelete }: { canDelete: boolean }) => (
  <>
    <BulkStatusButton choices={APPLICATION_STATUS_CHOICES} />
    <BulkSpamButtons />
    {canDelete && <BulkDeleteForGoodButton />}
  </>
);

export function TeacherApplicationList() {
  const { permissions } = usePermissions<AdminRole | undefined>();
  return (
    <TriageList
      title="Teacher applications"
      filters={filters}
      bulkActions={<BulkActions canDelete={permissions === 'admin'} />}
      secondary={(r) => String(r.message ?? '')}
      status={
        <>
          <InlineStatus choices={APPLICATION_STATUS_CHOICES} />
          <SpamChip />
        </>
      }
    >
      <RelativeTimeField source="createdAt" label="Received" />
      <TextField source="name" />
      <EmailField source="email" />
      <InlineStatus source="status" label="Status" choices={APPLICATION_STATUS_CHOICES} />
      <AssigneeField label="Assigned to" />
      <SpamChip label="Spam" sortable={false} />
      <ResumeLinks label="Resume" compact />
    </TriageList>
  );
}
