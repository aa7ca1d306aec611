import { EmailField, TextField } from 'react-admin';
import { BulkStatusButton } from '../../components/bulk-status-button';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { AssigneeField } from '../../components/assignee';
import { InlineStatus } from '../../components/inline-status';
import { BulkSpamButtons, SpamChip } from '../../components/spam';
import { submissionFilters } from '../../components/submission-filters';
import { RelativeTimeField } from '../../components/time-field';
import { TriageList } from '../../components/triage-list';
import { CONTACT_STATUS_CHOICES } from '../../labels';

const filters = submissionFilters(CONTACT_STATUS_CHOICES);

const BulkActions = () => (
  <>
    <BulkStatusButton choices={CONTACT_STATUS_CHOICES} />
    <BulkSpamButtons />
    <BulkDeleteForGoodButton />
  </>
);

export function ContactMessageList() {
  return (
    <TriageList
      title="Contact messages"
      filters={filters}
      bulkActions={<BulkActions />}
      secondary={(r) => String(r.message ?? '')}
      status={
        <>
          <InlineStatus choices={CONTACT_STATUS_CHOICES} />
          <SpamChip />
        </>
      }
    >
      <RelativeTimeField source="createdAt" label="Received" />
      <TextField source="name" />
      <EmailField source="email" />
      <TextField
        source="message"
        sortable={false}
        sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      />
      <InlineStatus source="status" label="Status" choices={CONTACT_STATUS_CHOICES} />
      <AssigneeField label="Assigned to" />
      <SpamChip label="Spam" sortable={false} />
    </TriageList>
  );
}
