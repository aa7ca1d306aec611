import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
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
import { usePhone } from '../lib/use-phone';
import { RelativeTimeField } from './time-field';

export interface PhoneListProps {
  /** The card's title (a person's name, a page, an email). */
  primary: (record: RaRecord) => ReactNode;
  /** One line under it (course, subject, message). */
  secondary?: (record: RaRecord) => ReactNode;
  /** Beside the age: the status select or chip. */
  side?: ReactNode;
  /** The date field shown as an age ("2 h ago"). */
  ageSource?: string;
  /** Where a card leads; false: nowhere. */
  link?: 'show' | 'edit' | false;
  /** Cards carry a selection box for the bulk actions. */
  selectable?: boolean;
}

/**
 * The phone list (docs/requirements.md#dashboard-phone): one compact card a record (name, course or
 * subject, status, age) with the list's own filters, pagination and bulk actions around it.
 */
export function PhoneList({
  primary,
  secondary,
  side,
  ageSource = 'createdAt',
  link = 'show',
  selectable,
}: PhoneListProps) {
  const { data, isPending, selectedIds, onToggleItem } = useListContext<RaRecord>();
  const filtered = Object.keys(useListContext().filterValues as Record<string, unknown>).length > 0;
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  if (isPending) return null;
  if (!data?.length)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {filtered ? 'Nothing found using the current filters.' : 'Nothing here yet'}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((record) => {
        const title = primary(record);
        return (
          <RecordContextProvider key={record.id} value={record}>
            <Box
              component="li"
              data-triage-row=""
              sx={{
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                px: 1,
                py: 1,
                borderBottom: 1,
                borderColor: 'divider',
                '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {selectable && (
                <Checkbox
                  size="small"
                  checked={selectedIds.includes(record.id)}
                  onChange={() => onToggleItem(record.id)}
                  slotProps={{ input: { 'aria-label': `Select ${typeof title === 'string' ? title : record.id}` } }}
                  sx={{ p: 0.5 }}
                />
              )}
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {link ? <Link to={createPath({ resource, id: record.id, type: link })}>{title}</Link> : title}
                </Typography>
                {secondary && (
                  // Two lines at most, and breakable anywhere: react-admin's layout is as wide as its widest
                  // unbreakable line (min-width: fit-content), so one long word would widen the whole page.
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      overflowWrap: 'anywhere',
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {secondary(record)}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
                  {side}
                  <Typography variant="body2" color="text.secondary" component="span">
                    <RelativeTimeField source={ageSource} />
                  </Typography>
                </Box>
              </Box>
            </Box>
          </RecordContextProvider>
        );
      })}
    </Box>
  );
}

/** The desktop table, or its phone card list under 600 px. */
export function PhoneOr({ phone, children }: { phone: ReactNode; children: ReactNode }) {
  return <>{usePhone() ? phone : children}</>;
}
