import NotificationsIcon from '@mui/icons-material/Notifications';
import { NotificationList } from './notification-list';

export const notifications = {
  list: NotificationList,
  icon: NotificationsIcon,
  options: { label: 'Notifications' },
};
