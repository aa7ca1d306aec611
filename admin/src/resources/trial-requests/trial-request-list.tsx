import { EmailField, FunctionField, SelectInput, TextField } from 'react-admin';
import { BulkStatusButton } from '../../components/bulk-status-button';
import { BulkDeleteForGoodButton } from '../../components/delete-for-good';
import { AssigneeField } from '../../components/assignee';
import { InlineStatus } from '../../components/inline-status';
import { BulkSpamButtons, SpamChip } from '../../components/spam';
import { submissionFilters } from '../../components/submission-filters';
import { RelativeTimeField } from '../../components/time-field';
import { TriageList } from '../../components/triage-list';
import type { TrialRequestFieldsFragment } from '../../gql/graphql';
import { CATEGORY_CHOICES, TRIAL_STATUS_CHOICES, categoryLabel } from '../../labels';

const filters = submissionFilters(TRIAL_STATUS_CHOICES, [
  <SelectInput key="category" source="category" label="Course" choices={CATEGORY_CHOICES} />,
]);

const BulkActions = () => (
  <>
    <BulkStatusButton choices={TRIAL_STATUS_CHOICES} />
    <BulkSpamButtons />
    <BulkDeleteForGoodButton />
  </>
);

export function TrialRequestList() {
  return (
    <TriageList
      title="Trial requests"
      filters={filters}
      bulkActions={<BulkActions />}
      secondary={(r) => categoryLabel(String(r.category))}
      status={
        <>
          <InlineStatus choices={TRIAL_STATUS_CHOICES} />
          <SpamChip />
        </>
      }
    >
      <RelativeTimeField source="createdAt" label="Received" />
      <TextField source="name" />
      <EmailField source="email" />
      <FunctionField<TrialRequestFieldsFragment>
        source="category"
        label="Course"
        render={(r) => categoryLabel(r.category)}
      />
      <InlineStatus source="status" label="Status" choices={TRIAL_STATUS_CHOICES} />
      <AssigneeField label="Assigned to" />
      <SpamChip label="Spam" sortable={false} />
    </TriageList>
  );
}
