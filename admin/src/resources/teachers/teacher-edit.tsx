import { BooleanInput, Edit, SaveButton, SimpleForm, Toolbar } from 'react-admin';
import { AvailabilityEditor } from './availability-editor';
import { TeacherInputs } from './teacher-inputs';

/** Save only: a teacher who leaves is made inactive (their past classes keep their name). */
const TeacherToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function TeacherEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<TeacherToolbar />} warnWhenUnsavedChanges>
        <TeacherInputs />
        <BooleanInput source="active" label="Active (offered for trial classes)" />
      </SimpleForm>
      <AvailabilityEditor />
    </Edit>
  );
}
