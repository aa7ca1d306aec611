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
import { CONTACT_STATUS_CHOICES } from '../../labels';

const EditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <SaveButton />
      <SaveAndNextButton />
    </Box>
    <DeleteForGoodButton />
  </Toolbar>
);

export function ContactMessageEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <Labeled label="From">
          <TextField source="name" />
        </Labeled>
        <Labeled label="Message">
          <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <SelectInput source="status" label="Status" choices={CONTACT_STATUS_CHOICES} validate={required()} />
        <AssigneeInput />
        <TextInput source="notes" label="Notes" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
