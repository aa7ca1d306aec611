import HistoryIcon from '@mui/icons-material/History';
import { AuditEntryList } from './audit-entry-list';

export const auditLog = {
  list: AuditEntryList,
  icon: HistoryIcon,
  options: { label: 'Audit log' },
};
