import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  Link,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { PublishedChip } from './published-chip';

/** The items of a list the site orders itself (the blog: newest first), each linking to its form. */
export function ContentRows({
  name,
  secondary,
}: {
  name: (record: RaRecord) => string;
  secondary?: (record: RaRecord, index: number) => ReactNode;
}) {
  const { data, isPending } = useListContext<RaRecord>();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>Nothing here yet.</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, py: 0 }}>
      {data.map((record, index) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              <Link to={createPath({ resource, id: record.id, type: 'edit' })}>{name(record) || 'Untitled'}</Link>
            </Typography>
            {secondary && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {secondary(record, index)}
              </Typography>
            )}
            <Box sx={{ mt: 0.5 }}>
              <PublishedChip />
            </Box>
          </Box>
        </RecordContextProvider>
      ))}
    </Box>
  );
}
