import QuickreplyIcon from '@mui/icons-material/Quickreply';
import { ReplyTemplateCreate } from './reply-template-create';
import { ReplyTemplateEdit } from './reply-template-edit';
import { ReplyTemplateList } from './reply-template-list';

export const replyTemplates = {
  list: ReplyTemplateList,
  create: ReplyTemplateCreate,
  edit: ReplyTemplateEdit,
  icon: QuickreplyIcon,
  options: { label: 'Reply templates' },
  recordRepresentation: 'name',
};
