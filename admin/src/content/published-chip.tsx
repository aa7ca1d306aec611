import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

/** Whether the site shows the item: "Published" or "Draft" (the words, not a colour alone). */
export function PublishedChip({ published }: { published?: boolean }) {
  const record = useRecordContext<{ published?: boolean }>();
  const shown = published ?? record?.published;
  if (shown === undefined) return null;
  return (
    <Chip
      size="small"
      label={shown ? 'Published' : 'Draft'}
      color={shown ? 'success' : 'default'}
      variant={shown ? 'filled' : 'outlined'}
    />
  );
}
