import WorkIcon from '@mui/icons-material/Work';
import { TeacherApplicationEdit } from './teacher-application-edit';
import { TeacherApplicationList } from './teacher-application-list';
import { TeacherApplicationShow } from './teacher-application-show';

export const teacherApplications = {
  list: TeacherApplicationList,
  show: TeacherApplicationShow,
  edit: TeacherApplicationEdit,
  icon: WorkIcon,
  options: { label: 'Teacher applications' },
  recordRepresentation: 'name',
};
