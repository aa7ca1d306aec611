import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ContentImage } from '../providers/content-data';
import type { SchoolDataProvider } from '../providers/data-provider';
import { usePhone } from '../lib/use-phone';

/** The narrowest WebP file: enough for a thumbnail (src, the 960 one, when there is none). */
const thumbnailOf = (image: ContentImage) =>
  image.sources.filter((source) => source.format === 'webp').sort((a, b) => a.width - b.width)[0]?.url ?? image.src;

type Loaded = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'done'; images: ContentImage[] };

/**
 * "Choose an uploaded image": the latest uploads, newest first, as thumbnails with their descriptions. Each
 * is a button (Tab to it, Enter or Space to choose it); the image chosen now is marked.
 */
export function ImagePickerDialog({
  open,
  chosenId,
  onClose,
  onPick,
}: {
  open: boolean;
  chosenId: string | null;
  onClose: () => void;
  onPick: (image: ContentImage) => void;
}) {
  const provider = useDataProvider<SchoolDataProvider>();
  const phone = usePhone();
  const titleId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoaded({ state: 'loading' });
    provider.getContentImages().then(
      (images) => current && setLoaded({ state: 'done', images }),
      (error: Error) =>
        current && setLoaded({ state: 'failed', message: error.message || 'The images could not be loaded' }),
    );
    return () => {
      current = false;
    };
  }, [open, provider]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Choose an uploaded image</DialogTitle>
      <DialogContent>
        {loaded.state === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the images" />
          </Box>
        )}
        {loaded.state === 'failed' && (
          <Alert severity="error" role="alert">
            {loaded.message}
          </Alert>
        )}
        {loaded.state === 'done' && loaded.images.length === 0 && (
          <Typography>No image has been uploaded yet. Close this and use “Upload an image”.</Typography>
        )}
        {loaded.state === 'done' && loaded.images.length > 0 && (
          <Box
            component="ul"
            aria-label="Uploaded images, newest first"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
            }}
          >
            {loaded.images.map((image) => {
              const chosen = image.id === chosenId;
              return (
                <li key={image.id}>
                  <ButtonBase
                    onClick={() => onPick(image)}
                    aria-current={chosen ? 'true' : undefined}
                    focusRipple
                    sx={{
                      width: '100%',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      textAlign: 'left',
                      border: chosen ? 2 : 1,
                      borderColor: chosen ? 'primary.main' : 'divider',
                      borderRadius: 1,
                      overflow: 'hidden',
                      '&:hover': { borderColor: 'primary.main' },
                      '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineStyle: 'solid' },
                    }}
                  >
                    <Box
                      component="img"
                      src={thumbnailOf(image)}
                      width={image.width}
                      height={image.height}
                      alt=""
                      loading="lazy"
                      sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover', bgcolor: 'action.hover' }}
                    />
                    <Box sx={{ p: 1, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {image.alt}
                      </Typography>
                      <Typography variant="caption" color="text.secondary" component="span">
                        {image.width} × {image.height}
                        {chosen && (
                          <>
                            {' · '}
                            <CheckCircleIcon fontSize="inherit" sx={{ verticalAlign: 'middle' }} aria-hidden /> chosen
                          </>
                        )}
                      </Typography>
                    </Box>
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
