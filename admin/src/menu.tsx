import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { Menu, useResourceDefinitions } from 'react-admin';

/**
 * The resources in their order, with the trial calendar (a page, not a resource) right after the
 * teachers: it shows only where the teachers do, to admins.
 */
export function SchoolMenu() {
  const resources = Object.values(useResourceDefinitions()).filter((r) => r.hasList);
  return (
    <Menu>
      <Menu.DashboardItem />
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
          ]
        ) : (
          <Menu.ResourceItem key={name} name={name} />
        ),
      )}
    </Menu>
  );
}
