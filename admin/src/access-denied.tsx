import Typography from '@mui/material/Typography';
import { Link, NotFound, Title, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CONTENT_SCREENS, canRoleAccess } from './providers/auth-provider';
import { RESOURCES } from './providers/resource-map';

/** Every page root the dashboard has for some role. */
const KNOWN = new Set([
  ...Object.keys(RESOURCES),
  ...CONTENT_SCREENS,
  'users',
  'teachers',
  'trial-calendar',
  'reply-templates',
  'people',
  'students',
  'families',
  'lesson-calendar',
  'invoices',
  'billing-settings',
  'money',
]);

/**
 * A dashboard page this role may not open says so, rather than "Not Found" (a recruiter following
 * an admin's link to /trial-requests); any other unknown path is react-admin's Not Found.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<string | undefined>();
  const resource = pathname.split('/').filter(Boolean)[0];
  if (isPending) return null;
  if (!resource || !KNOWN.has(resource) || canRoleAccess(permissions, resource, 'list')) return <NotFound />;
  return (
    <>
      <Title title="You do not have access" />
      <Typography sx={{ mt: 2 }}>
        Your account cannot open this page. Ask an admin if you need it, or go back to the <Link to="/">dashboard</Link>
        .
      </Typography>
    </>
  );
}
