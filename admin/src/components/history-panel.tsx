import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useRecordVersion } from '../lib/record-changes';
import { exactTime, relativeTime } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';

/**
 * The record's audit entries as sentences, newest first (docs/requirements.md#dashboard-history).
 * They reload when the status changes, and when `version` does or the record is said to have changed
 * (lib/record-changes.ts): a change made beside the record, such as a trial class moved or a reply sent,
 * which may leave the status as it was.
 */
export function HistoryPanel({ version = 0 }: { version?: number }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const id = record?.id;
  const changed = useRecordVersion(resource, id);
  const { data, error } = useProviderQuery(
    `history:${resource}:${String(id)}:${String(record?.status)}:${version}:${changed}`,
    (p) => (id === undefined ? Promise.resolve([]) : p.getHistory(resource, id)),
  );
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          History
        </Typography>
        {error && <Typography color="error">The history could not be loaded.</Typography>}
        {data?.length === 0 && <Typography color="text.secondary">Nothing has happened to it yet.</Typography>}
        <ol style={{ margin: 0, paddingLeft: 20 }}>
          {data?.map((entry, i) => (
            <li key={`${entry.at}-${i}`}>
              <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                {entry.sentence}{' '}
                <Typography variant="body2" component="span" color="text.secondary">
                  <time dateTime={entry.at} title={exactTime(entry.at)}>
                    {relativeTime(entry.at)}
                  </time>
                </Typography>
              </Typography>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
