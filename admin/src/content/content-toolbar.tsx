import PublishIcon from '@mui/icons-material/Publish';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { DeleteButton, SaveButton, Toolbar, useRecordContext } from 'react-admin';
import { FormAlert } from './form-alert';
import { HistoryButton } from './history-dialog';

const asDraft = (data: Record<string, unknown>) => ({ ...data, published: false });
const asPublished = (data: Record<string, unknown>) => ({ ...data, published: true });

/**
 * A content form's buttons: "Save draft" keeps the item off the site, "Publish" shows it (and keeps the
 * save as a version); on a saved item also its history and Delete (asked first). `extra` holds more
 * buttons (Preview).
 */
export function ContentToolbar({ what, extra }: { what: string; extra?: ReactNode }) {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
      <FormAlert />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <SaveButton label="Publish" icon={<PublishIcon />} transform={asPublished} type="button" alwaysEnable />
        <SaveButton
          label="Save draft"
          icon={<SaveAsIcon />}
          transform={asDraft}
          type="button"
          variant="outlined"
          alwaysEnable
        />
        {extra}
        {record?.id !== undefined && <HistoryButton what={what} />}
        <Box sx={{ flex: 1 }} />
        {record?.id !== undefined && (
          <DeleteButton
            mutationMode="pessimistic"
            confirmTitle={`Delete this ${what}?`}
            confirmContent="It leaves the site at once. Its published versions stay in the records."
            redirect="list"
          />
        )}
      </Box>
    </Toolbar>
  );
}
