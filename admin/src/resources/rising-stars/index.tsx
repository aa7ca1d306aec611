import StarIcon from '@mui/icons-material/Star';
import Typography from '@mui/material/Typography';
import { SimpleForm, TextInput } from 'react-admin';
import { risingStarErrors, type RisingStarFields } from '@school/common';
import { ContentCreate, ContentEdit, ContentList } from '../../content/content-pages';
import { ContentToolbar } from '../../content/content-toolbar';
import { OrderedList } from '../../content/ordered-list';
import { YouTubeInput } from '../../content/youtube-input';
import { CONTENT_KINDS } from '../../providers/content-data';

const validate = (values: Record<string, unknown>) =>
  risingStarErrors(CONTENT_KINDS['rising-stars'].fields(values) as unknown as RisingStarFields);

function RisingStarForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar what="video" />} validate={validate} warnWhenUnsavedChanges>
      <TextInput source="name" label="Student's name" fullWidth />
      <YouTubeInput fullWidth />
      <TextInput source="subject" label="What they learn" fullWidth />
      <TextInput source="location" label="Where they live" fullWidth />
    </SimpleForm>
  );
}

const line = (star: Record<string, unknown>) =>
  [star.subject, star.location].filter((part) => typeof part === 'string' && part !== '').join(' · ');

function RisingStarList() {
  return (
    <ContentList
      title="Rising Stars videos"
      add="Add a video"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          In their order on the site. Drag a video, or use its arrows, to move it.
        </Typography>
      }
    >
      <OrderedList name={(star) => String(star.name)} secondary={line} />
    </ContentList>
  );
}

export const risingStars = {
  list: RisingStarList,
  create: () => (
    <ContentCreate title="New Rising Stars video">
      <RisingStarForm />
    </ContentCreate>
  ),
  edit: () => (
    <ContentEdit what="Rising Stars video" field="name">
      <RisingStarForm />
    </ContentEdit>
  ),
  icon: StarIcon,
  options: { label: 'Rising Stars' },
  recordRepresentation: 'name',
};
