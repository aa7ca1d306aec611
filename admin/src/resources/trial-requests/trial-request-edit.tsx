import Box from '@mui/material/Box';
import {
  Edit,
  EmailField,
  FunctionField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  required,
} from 'react-admin';
import { AssigneeInput } from '../../components/assignee';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { SaveAndNextButton } from '../../components/save-and-next';
import { PhoneNumberField } from '../../components/phone-number-field';
import type { TrialRequestFieldsFragment } from '../../gql/graphql';
import { TRIAL_STATUS_CHOICES, categoryLabel } from '../../labels';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <SaveAndNextButton />
    </Box>
    <DeleteForGoodButton />
  </Toolbar>
);

/** What a call needs is on the form: the phone (tel: and WhatsApp links), the email and the course. */
export function TrialRequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <Labeled label="Name">
          <TextField source="name" />
        </Labeled>
        <Labeled label="Phone">
          <PhoneNumberField />
        </Labeled>
        <Labeled label="Email">
          <EmailField source="email" />
        </Labeled>
        <Labeled label="Course">
          <FunctionField<TrialRequestFieldsFragment> render={(r) => categoryLabel(r.category)} />
        </Labeled>
        <SelectInput source="status" label="Status" choices={TRIAL_STATUS_CHOICES} validate={required()} />
        <AssigneeInput />
        <Labeled label="Handled by (legacy free text)">
          <TextField source="handledBy" emptyText="—" />
        </Labeled>
        <TextInput source="notes" label="Notes" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
