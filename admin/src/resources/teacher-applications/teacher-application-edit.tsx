import Box from '@mui/material/Box';
import type { AdminRole } from '@school/common';
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
  usePermissions,
} from 'react-admin';
import { AssigneeInput } from '../../components/assignee';
import { DeleteForGoodButton } from '../../components/delete-for-good';
import { SaveAndNextButton } from '../../components/save-and-next';
import { APPLICATION_STATUS_CHOICES } from '../../labels';
import { ResumeLinks } from './resume-links';

const EditToolbar = () => {
  const { permissions } = usePermissions<AdminRole | undefined>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <SaveButton />
        <SaveAndNextButton />
      </Box>
      {permissions === 'admin' && <DeleteForGoodButton />}
    </Toolbar>
  );
};

export function TeacherApplicationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges>
        <Labeled label="Applicant">
          <TextField source="name" />
        </Labeled>
        <Labeled label="Resume">
          <ResumeLinks />
        </Labeled>
        <SelectInput source="status" label="Status" choices={APPLICATION_STATUS_CHOICES} validate={required()} />
        <AssigneeInput />
        <TextInput source="notes" label="Notes" multiline minRows={3} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
