import PublishIcon from '@mui/icons-material/Publish';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import Box from '@mui/material/Box';
import {
  DeleteButton,
  SaveButton,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import { FormAlert } from './form-alert';
import { HistoryButton } from './history-dialog';
import { PreviewButton } from './preview-button';

const asDraft = (data: Record<string, unknown>) => ({ ...data, published: false });
const asPublished = (data: Record<string, unknown>) => ({ ...data, published: true });

/**
 * A content form's buttons: "Save draft" keeps the item off the site, "Publish" shows it (and keeps the
 * save as a version); Preview shows the page as it would be; on a saved item also its history and Delete
 * (asked first).
 */
export function ContentToolbar({ what }: { what: string }) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const notify = useNotify();
  const redirect = useRedirect();
  // said in words, and a new item opens as its own form (the page then holds what the server stored)
  const done = (published: boolean) => ({
    onSuccess: (saved: RaRecord) => {
      notify(published ? 'Published' : 'Saved as a draft', { type: 'success' });
      if (record?.id === undefined) redirect('edit', resource, saved.id, saved);
    },
  });
  return (
    // the page's own surface behind the buttons: the phone's fixed toolbar grey leaves the dark theme's text buttons under 4.5:1
    <Toolbar sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, bgcolor: 'background.paper' }}>
      <FormAlert />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <SaveButton
          label="Publish"
          icon={<PublishIcon />}
          transform={asPublished}
          mutationOptions={done(true)}
          type="button"
          alwaysEnable
        />
        <SaveButton
          label="Save draft"
          icon={<SaveAsIcon />}
          transform={asDraft}
          mutationOptions={done(false)}
          type="button"
          variant="outlined"
          alwaysEnable
        />
        <PreviewButton />
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
