import type { AdminRole } from '@school/common';
import {
  BooleanField,
  EditButton,
  EmailField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  usePermissions,
} from 'react-admin';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { StatusField } from '../../components/status-field';
import { ExactTimeField } from '../../components/time-field';
import { ResumeLinks } from './resume-links';

const Actions = () => {
  const { permissions } = usePermissions<AdminRole | undefined>();
  return (
    <TopToolbar>
      <EditButton label="Triage" />
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
        <TextField source="message" label="About them" sx={{ whiteSpace: 'pre-wrap' }} />
        <Labeled label="Resume">
          <ResumeLinks />
        </Labeled>
        <StatusField source="status" label="Status" />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="spam" label="Marked as spam" />
        <ExactTimeField source="createdAt" label="Received" />
      </SimpleShowLayout>
    </Show>
  );
}
