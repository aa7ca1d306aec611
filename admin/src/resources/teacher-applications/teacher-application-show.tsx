import type { AdminRole } from '@school/common';
import {
  EditButton,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { AssigneeField } from '../../components/assignee';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { HistoryPanel } from '../../components/history-panel';
import { OtherEnquiriesField } from '../../components/other-enquiries';
import { SpamButton, SpamChip } from '../../components/spam';
import { StatusField } from '../../components/status-field';
import { ExactTimeField } from '../../components/time-field';
import { ReplyButton } from '../../replies/reply-button';
import { ResumeLinks } from './resume-links';

const Actions = () => {
  const { permissions } = usePermissions<AdminRole | undefined>();
  return (
    <TopToolbar>
      <ReplyButton />
      <EditButton label="Triage" />
      <SpamButton />
      {permissions === 'admin' && <DeleteForGoodButton />}
    </TopToolbar>
  );
};

export function TeacherApplicationShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
        <OtherEnquiriesField label="Person" />
        <TextField source="message" label="About them" sx={{ whiteSpace: 'pre-wrap' }} />
        <Labeled label="Resume">
          <ResumeLinks />
        </Labeled>
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
