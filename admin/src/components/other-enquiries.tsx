import PersonIcon from '@mui/icons-material/Person';
import Link from '@mui/material/Link';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { otherEnquiriesText, personPath } from '../people/person-path';

/**
 * A submission's link to its person's page (docs/requirements.md#people): "3 other enquiries", counted
 * by the server among what the viewer may see.
 */
export function OtherEnquiriesField(_props: { label?: string }) {
  const record = useRecordContext<{ id: string; personEmail?: string; otherEnquiries?: number }>();
  if (!record?.personEmail) return null;
  return (
    <Link
      component={RouterLink}
      to={personPath(record.personEmail)}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <PersonIcon fontSize="small" aria-hidden />
      {otherEnquiriesText(record.otherEnquiries ?? 0)}
    </Link>
  );
}
