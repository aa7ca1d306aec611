import {
  BooleanField,
  EditButton,
  EmailField,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { StatusField } from '../../components/status-field';
import { ExactTimeField } from '../../components/time-field';
import type { TrialRequestFieldsFragment } from '../../gql/graphql';
import { GENDER_LABELS, categoryLabel } from '../../labels';

const Actions = () => (
  <TopToolbar>
    <EditButton label="Triage" />
    <DeleteForGoodButton />
  </TopToolbar>
);

export function TrialRequestShow() {
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <EmailField source="email" />
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
        <TextField source="handledBy" label="Handled by" emptyText="—" />
        <TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <BooleanField source="spam" label="Marked as spam" />
        <ExactTimeField source="createdAt" label="Received" />
      </SimpleShowLayout>
    </Show>
  );
}
