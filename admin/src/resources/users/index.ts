import PeopleIcon from '@mui/icons-material/People';
import { UserCreate } from './user-create';
import { UserEdit } from './user-edit';
import { UserList } from './user-list';

export const users = {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: PeopleIcon,
  options: { label: 'Users' },
  recordRepresentation: 'email',
};
