import PinIcon from '@mui/icons-material/Pin';
import Typography from '@mui/material/Typography';
import { NumberInput, SimpleForm, TextInput, type RaRecord } from 'react-admin';
import { homeCounterErrors, type HomeCounterFields } from '@school/common';
import { ContentCreate, ContentEdit, ContentList } from '../../content/content-pages';
import { ContentToolbar } from '../../content/content-toolbar';
import { OrderedList } from '../../content/ordered-list';
import { CONTENT_KINDS } from '../../providers/content-data';

const validate = (values: Record<string, unknown>) =>
  homeCounterErrors(CONTENT_KINDS['home-counters'].fields(values) as unknown as HomeCounterFields);

function HomeCounterForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar what="counter" />} validate={validate} warnWhenUnsavedChanges>
      <NumberInput source="value" label="Number" helperText="The page counts up to it" min={0} step={1} />
      <TextInput source="suffix" label="After the number" helperText='e.g. "+" (at most 5 characters)' />
      <TextInput source="label" label="What it counts" fullWidth />
    </SimpleForm>
  );
}

const counterName = (counter: RaRecord) =>
  `${Number(counter.value).toLocaleString('en')}${String(counter.suffix ?? '')} ${String(counter.label)}`;

function HomeCounterList() {
  return (
    <ContentList
      title="Home counters"
      add="Add a counter"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          The numbers the home page counts up to, in their order there.
        </Typography>
      }
    >
      <OrderedList name={counterName} />
    </ContentList>
  );
}

export const homeCounters = {
  list: HomeCounterList,
  create: () => (
    <ContentCreate title="New home counter">
      <HomeCounterForm />
    </ContentCreate>
  ),
  edit: () => (
    <ContentEdit what="Home counter" field="label">
      <HomeCounterForm />
    </ContentEdit>
  ),
  icon: PinIcon,
  options: { label: 'Home counters' },
  recordRepresentation: 'label',
};
