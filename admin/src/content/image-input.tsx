import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CollectionsIcon from '@mui/icons-material/Collections';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useInput, useNotify } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ContentImage } from '../providers/content-data';
import { ImagePickerDialog } from './image-picker-dialog';
import { ImageUploadDialog } from './image-upload-dialog';

const isImage = (value: unknown): value is ContentImage =>
  typeof value === 'object' && value !== null && typeof (value as ContentImage).id === 'string';

/**
 * "Image": the one picture a blog post, course or testimonial may carry (docs/requirements.md#content-images).
 * The form holds the chosen image whole (`image`); the save and the preview send its id (`imageId`). An
 * editor uploads a new one with its description, or picks one already uploaded; "Remove image" leaves none.
 */
export function ImageInput({ source = 'image', helperText }: { source?: string; helperText?: string }) {
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const notify = useNotify();
  const legendId = useId();
  const noteId = useId();
  const [dialog, setDialog] = useState<'upload' | 'pick' | null>(null);
  const image = isImage(field.value) ? field.value : null;
  // the server names an unknown image `imageId`, the input's name for this field
  const { errors } = useFormState({ name: 'imageId' });
  const { clearErrors } = useFormContext();
  const refused = errors.imageId?.message;
  const error = fieldState.error?.message ?? (typeof refused === 'string' ? refused : undefined);

  const change = (value: ContentImage | null) => {
    clearErrors('imageId');
    field.onChange(value);
  };
  const choose = (chosen: ContentImage, how: string) => {
    change(chosen);
    setDialog(null);
    notify(how, { type: 'success' });
  };

  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      aria-describedby={noteId}
      sx={{ border: 0, p: 0, m: 0, my: 1, minWidth: 0, width: '100%' }}
    >
      <FormLabel id={legendId} component="legend" error={Boolean(error)} sx={{ mb: 1 }}>
        Image
      </FormLabel>
      {image ? (
        <Box
          component="figure"
          sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', minWidth: 0 }}
        >
          <Box
            component="img"
            src={image.src}
            width={image.width}
            height={image.height}
            alt={image.alt}
            sx={{
              display: 'block',
              maxWidth: '100%',
              width: { xs: '100%', sm: 320 },
              height: 'auto',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Box component="figcaption" sx={{ flex: '1 1 200px', minWidth: 0, overflowWrap: 'anywhere' }}>
            <Typography variant="body2">
              <Box component="span" sx={{ fontWeight: 'medium' }}>
                Description:
              </Box>{' '}
              {image.alt}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {image.width} × {image.height} pixels
            </Typography>
            <Button
              startIcon={<DeleteOutlineIcon />}
              color="error"
              size="small"
              sx={{ mt: 1 }}
              onClick={() => change(null)}
            >
              Remove image
            </Button>
          </Box>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No image.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={() => setDialog('upload')}>
          {image ? 'Upload another image' : 'Upload an image'}
        </Button>
        <Button variant="outlined" startIcon={<CollectionsIcon />} onClick={() => setDialog('pick')}>
          Choose an uploaded image
        </Button>
      </Box>
      <FormHelperText id={noteId} error={Boolean(error)}>
        {error ?? helperText ?? 'Optional. JPEG, PNG or WebP, at most 10 MB.'}
      </FormHelperText>
      <ImageUploadDialog
        open={dialog === 'upload'}
        onClose={() => setDialog(null)}
        onUploaded={(uploaded) => choose(uploaded, 'Image uploaded')}
      />
      <ImagePickerDialog
        open={dialog === 'pick'}
        chosenId={image?.id ?? null}
        onClose={() => setDialog(null)}
        onPick={(picked) => choose(picked, 'Image chosen')}
      />
    </Box>
  );
}
