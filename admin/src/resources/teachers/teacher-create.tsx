import { useState } from 'react';
import { Create, SimpleForm } from 'react-admin';
import { schoolTimeZone } from '../../lib/school-time';
import { TeacherInputs } from './teacher-inputs';

/** A new teacher, in the school's zone unless changed; their availability is set on the edit page it opens next. */
export function TeacherCreate() {
  // made once: a new defaults object on a re-render could re-initialise the form (see users/user-create.tsx)
  const [defaults] = useState(() => ({ courses: [], timeZone: schoolTimeZone() }));
  return (
    <Create title="Add a teacher" redirect="edit">
      <SimpleForm defaultValues={defaults} warnWhenUnsavedChanges>
        <TeacherInputs />
      </SimpleForm>
    </Create>
  );
}
