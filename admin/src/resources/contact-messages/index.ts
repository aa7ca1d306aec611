import MailIcon from '@mui/icons-material/Mail';
import { ContactMessageEdit } from './contact-message-edit';
import { ContactMessageList } from './contact-message-list';
import { ContactMessageShow } from './contact-message-show';

export const contactMessages = {
  list: ContactMessageList,
  show: ContactMessageShow,
  edit: ContactMessageEdit,
  icon: MailIcon,
  options: { label: 'Contact messages' },
  recordRepresentation: 'name',
};
