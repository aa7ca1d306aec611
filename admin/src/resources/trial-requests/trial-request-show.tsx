import { useState } from 'react';
import { EditButton, EmailField, FunctionField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { TrialClassPanel } from '../../booking/trial-class-panel';
import { EnrolPanel } from '../../lessons/enrol-panel';
import { AssigneeField } from '../../components/assignee';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { HistoryPanel } from '../../components/history-panel';
import { OtherEnquiriesField } from '../../components/other-enquiries';
import { PhoneNumberField } from '../../components/phone-number-field';
import { SpamButton, SpamChip } from '../../components/spam';
import { StatusField } from '../../components/status-field';
import { ExactTimeField } from '../../components/time-field';
import { ReplyButton } from '../../replies/reply-button';
import type { TrialRequestFieldsFragment } from '../../gql/graphql';
import { GENDER_LABELS, categoryLabel } from '../../labels';

const Actions = () => (
  <TopToolbar>
    <ReplyButton />
    <EditButton label="Triage" />
    <SpamButton />
    <DeleteForGoodButton />
  </TopToolbar>
);

export function TrialRequestShow() {
  const [changes, setChanges] = useState(0);
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <PhoneNumberField label="Phone" />
        <OtherEnquiriesField label="Person" />
        <FunctionField<TrialRequestFieldsFragment>
          source="gender"
          render={(r) => GENDER_LABELS[r.gender] ?? r.gender}
        />
        <FunctionField<TrialRequestFieldsFragment>
          source="category"
          label="Course"
          render={(r) => categoryLabel(r.category)}
        />
        <StatusField source="status" label="Status" />
        <AssigneeField label="Assigned to" />
        <SpamChip label="Spam" />
        <TextField source="handledBy" label="Handled by (legacy free text)" emptyText="—" />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <ExactTimeField source="createdAt" label="Received" />
      </SimpleShowLayout>
      <TrialClassPanel onChange={() => setChanges((n) => n + 1)} />
      <EnrolPanel onChange={() => setChanges((n) => n + 1)} />
      <HistoryPanel version={changes} />
    </Show>
  );
}
