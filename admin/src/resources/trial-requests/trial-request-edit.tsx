import Box from '@mui/material/Box';
import {
  Edit,
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
import { TRIAL_STATUS_CHOICES } from '../../labels';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <SaveAndNextButton />
    </Box>
    <DeleteForGoodButton />
  </Toolbar>
);

export function TrialRequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <Labeled label="Name">
          <TextField source="name" />
        </Labeled>
        <Labeled label="Email">
          <TextField source="email" />
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
