import MoneyIcon from '@mui/icons-material/AccountBalanceWallet';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FamilyIcon from '@mui/icons-material/FamilyRestroom';
import PriceIcon from '@mui/icons-material/PriceChange';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import SchoolIcon from '@mui/icons-material/School';
import { Menu, usePermissions, useResourceDefinitions } from 'react-admin';

/**
 * The resources in their order, with the trial calendar, the students, the families, the invoices, the fees, the
 * money reports and the lesson calendar (pages, not resources) right after the teachers: they show only where the
 * teachers do, to admins.
 */
export function SchoolMenu() {
  const resources = Object.values(useResourceDefinitions()).filter((r) => r.hasList);
  const { permissions } = usePermissions<string | undefined>();
  return (
    <Menu>
      {/* a teacher's home is their week (docs/requirements.md#teacher-week) */}
      <Menu.DashboardItem primaryText={permissions === 'teacher' ? 'My week' : undefined} />
      {resources.map(({ name }) =>
        name === 'teachers' ? (
          [
            <Menu.ResourceItem key={name} name={name} />,
            <Menu.Item
              key="trial-calendar"
              to="/trial-calendar"
              primaryText="Trial calendar"
              leftIcon={<CalendarMonthIcon />}
            />,
            <Menu.Item key="students" to="/students" primaryText="Students" leftIcon={<SchoolIcon />} />,
            <Menu.Item key="families" to="/families" primaryText="Families" leftIcon={<FamilyIcon />} />,
            <Menu.Item key="invoices" to="/invoices" primaryText="Invoices" leftIcon={<ReceiptIcon />} />,
            <Menu.Item key="billing-settings" to="/billing-settings" primaryText="Fees" leftIcon={<PriceIcon />} />,
            <Menu.Item key="money" to="/money" primaryText="Money" leftIcon={<MoneyIcon />} />,
            <Menu.Item
              key="lesson-calendar"
              to="/lesson-calendar"
              primaryText="Lesson calendar"
              leftIcon={<EventRepeatIcon />}
            />,
          ]
        ) : (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
    </Menu>
  );
}
