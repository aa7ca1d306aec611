import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import type { TeacherApplicationFieldsFragment } from '../../gql/graphql';

function size(bytes?: number | null) {
  if (!bytes) return '';
  return bytes < 1024 * 1024 ? ` (${Math.ceil(bytes / 1024)} KB)` : ` (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
}

/**
 * A stored resume opens or downloads through the server (signed-in only); a legacy one is an
 * external link, opened without handing it our page (noopener noreferrer).
 */
export function ResumeLinks({ compact = false }: { label?: string; compact?: boolean }) {
  const record = useRecordContext<TeacherApplicationFieldsFragment>();
  if (!record) return null;
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  if (record.resumeDownloadPath) {
    const path = String(record.resumeDownloadPath);
    return (
      <Stack direction={compact ? 'row' : 'column'} spacing={compact ? 2 : 0.5} onClick={stop}>
        <Link href={`${path}?inline=1`} target="_blank" rel="noopener noreferrer">
          Open resume
        </Link>
        <Link href={path} download>
          Download resume
        </Link>
        {!compact && record.resumeName && (
          <Typography
            variant="caption"
            color="text.secondary"
          >{`${record.resumeName}${size(record.resumeSize)}`}</Typography>
        )}
      </Stack>
    );
  }
  if (record.resumeUrl) {
    return (
      <Link href={String(record.resumeUrl)} target="_blank" rel="noopener noreferrer" onClick={stop}>
        {compact ? 'Resume (external link)' : String(record.resumeUrl)}
      </Link>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      No resume
    </Typography>
  );
}
