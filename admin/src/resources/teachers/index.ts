import CoPresentIcon from '@mui/icons-material/CoPresent';
import { TeacherCreate } from './teacher-create';
import { TeacherEdit } from './teacher-edit';
import { TeacherList } from './teacher-list';

export const teachers = {
  list: TeacherList,
  create: TeacherCreate,
  edit: TeacherEdit,
  icon: CoPresentIcon,
  options: { label: 'Teachers' },
  recordRepresentation: 'name',
};
