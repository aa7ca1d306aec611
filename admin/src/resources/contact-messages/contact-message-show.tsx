import { BooleanField, EditButton, EmailField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { StatusField } from '../../components/status-field';
import { ExactTimeField } from '../../components/time-field';

const Actions = () => (
  <TopToolbar>
    <EditButton label="Triage" />
    <DeleteForGoodButton />
  </TopToolbar>
);

export function ContactMessageShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <StatusField source="status" label="Status" />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="spam" label="Marked as spam" />
        <ExactTimeField source="createdAt" label="Received" />
      </SimpleShowLayout>
    </Show>
  );
}
