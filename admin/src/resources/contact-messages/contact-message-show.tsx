import { EditButton, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { AssigneeField } from '../../components/assignee';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { HistoryPanel } from '../../components/history-panel';
import { OtherEnquiriesField } from '../../components/other-enquiries';
import { PhoneNumberField } from '../../components/phone-number-field';
import { SpamButton, SpamChip } from '../../components/spam';
import { StatusField } from '../../components/status-field';
import { ExactTimeField } from '../../components/time-field';
import { ReplyButton } from '../../replies/reply-button';

const Actions = () => (
  <TopToolbar>
    <ReplyButton />
    <EditButton label="Triage" />
    <SpamButton />
    <DeleteForGoodButton />
  </TopToolbar>
);

export function ContactMessageShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <PhoneNumberField label="Phone" />
        <OtherEnquiriesField label="Person" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <StatusField source="status" label="Status" />
        <AssigneeField label="Assigned to" />
        <SpamChip label="Spam" />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <ExactTimeField source="createdAt" label="Received" />
      </SimpleShowLayout>
      <HistoryPanel />
    </Show>
  );
}
