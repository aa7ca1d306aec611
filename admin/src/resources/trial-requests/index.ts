import SchoolIcon from '@mui/icons-material/School';
import { TrialRequestEdit } from './trial-request-edit';
import { TrialRequestList } from './trial-request-list';
import { TrialRequestShow } from './trial-request-show';

export const trialRequests = {
  list: TrialRequestList,
  show: TrialRequestShow,
  edit: TrialRequestEdit,
  icon: SchoolIcon,
  options: { label: 'Trial requests' },
  recordRepresentation: 'name',
};
