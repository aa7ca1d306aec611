import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/GetApp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { ErasureReport } from '../providers/people-data';
import { ErasePersonDialog } from './erase-person-dialog';

/** The export's address: the server streams the zip to the signed-in admin (docs/requirements.md#data-rights). */
export const exportPersonUrl = (email: string) => `/admin/people/export?email=${encodeURIComponent(email)}`;

/** Admins only: hand a person their data (a zip), or erase it. */
export function PersonActions({ email, onErased }: { email: string; onErased: (report: ErasureReport) => void }) {
  const [erasing, setErasing] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component="a" href={exportPersonUrl(email)} download size="small" startIcon={<DownloadIcon />}>
        Export data
      </Button>
      <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setErasing(true)}>
        Erase person
      </Button>
      {erasing && (
        <ErasePersonDialog
          email={email}
          onClose={() => setErasing(false)}
          onErased={(report) => {
            setErasing(false);
            onErased(report);
          }}
        />
      )}
    </Stack>
  );
}
