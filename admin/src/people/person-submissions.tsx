import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { exactTime, relativeTime } from '../lib/school-time';
import { STATUS_COLORS, statusLabel } from '../labels';
import type { Person } from '../providers/people-data';
import { kindOf } from './person-path';

/** A person's submissions, newest first, each linking to its own page. */
export function PersonSubmissions({ submissions }: { submissions: Person['submissions'] }) {
  return (
    <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
      {submissions.map((s) => {
        const kind = kindOf(s.kind);
        return (
          <li key={`${s.kind}:${s.id}`} style={{ padding: '8px 0', display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {kind.resource ? (
              <Link component={RouterLink} to={`/${kind.resource}/${encodeURIComponent(s.id)}/show`}>
                {s.summary}
              </Link>
            ) : (
              <span>{s.summary}</span>
            )}
            <Chip
              size="small"
              variant="outlined"
              label={statusLabel(s.status)}
              color={STATUS_COLORS[s.status] ?? 'default'}
            />
            {s.spam && <Chip size="small" variant="outlined" color="warning" label="Spam" />}
            <Typography variant="body2" color="text.secondary" component="span">
              {s.name} ·{' '}
              <time dateTime={s.createdAt} title={exactTime(s.createdAt)}>
                {relativeTime(s.createdAt)}
              </time>
            </Typography>
          </li>
        );
      })}
    </ul>
  );
}
