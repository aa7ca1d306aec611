import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { RadioButtonGroupInput, SimpleForm, TextInput } from 'react-admin';
import { testimonialErrors, type TestimonialFields } from '@school/common';
import { ContentCreate, ContentEdit } from '../../content/content-pages';
import { ContentToolbar } from '../../content/content-toolbar';
import { ImageInput } from '../../content/image-input';
import { CONTENT_KINDS } from '../../providers/content-data';
import { TestimonialList } from './testimonial-list';

const KIND_CHOICES = [
  { id: 'teacher', name: 'A teacher' },
  { id: 'student', name: 'A student' },
];
const DEFAULTS = { kind: 'teacher' };
const validate = (values: Record<string, unknown>) =>
  testimonialErrors(CONTENT_KINDS.testimonials.fields(values) as unknown as TestimonialFields);

function TestimonialForm() {
  return (
    <SimpleForm
      toolbar={<ContentToolbar what="testimonial" />}
      validate={validate}
      defaultValues={DEFAULTS}
      warnWhenUnsavedChanges
    >
      <RadioButtonGroupInput source="kind" label="Whose words" choices={KIND_CHOICES} />
      <TextInput source="name" label="Name" fullWidth />
      <TextInput source="quote" label="Their words" multiline minRows={4} fullWidth />
      <TextInput source="subject" label="What they teach or learn" fullWidth />
      <TextInput source="location" label="Where they live" fullWidth />
      <ImageInput />
    </SimpleForm>
  );
}

export const testimonials = {
  list: TestimonialList,
  create: () => (
    <ContentCreate title="New testimonial">
      <TestimonialForm />
    </ContentCreate>
  ),
  edit: () => (
    <ContentEdit what="Testimonial" field="name">
      <TestimonialForm />
    </ContentEdit>
  ),
  icon: FormatQuoteIcon,
  options: { label: 'Testimonials' },
  recordRepresentation: 'name',
};
