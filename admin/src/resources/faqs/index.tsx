import QuizIcon from '@mui/icons-material/Quiz';
import Typography from '@mui/material/Typography';
import { SimpleForm, TextInput } from 'react-admin';
import { CONTENT_LIMITS, faqErrors, type FaqFields } from '@school/common';
import { ContentCreate, ContentEdit, ContentList } from '../../content/content-pages';
import { ContentToolbar } from '../../content/content-toolbar';
import { OrderedList } from '../../content/ordered-list';
import { CONTENT_KINDS } from '../../providers/content-data';

const validate = (values: Record<string, unknown>) =>
  faqErrors(CONTENT_KINDS.faqs.fields(values) as unknown as FaqFields);

/** A question and its answer, both plain text: the site shows each question with its answer under it. */
export function FaqForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar what="question" />} validate={validate} warnWhenUnsavedChanges>
      <TextInput
        source="question"
        label="Question"
        helperText={`As a visitor would ask it (at most ${CONTENT_LIMITS.question} characters)`}
        fullWidth
      />
      <TextInput
        source="answer"
        label="Answer"
        helperText={`Plain text, at most ${CONTENT_LIMITS.answer} characters`}
        multiline
        minRows={4}
        fullWidth
      />
    </SimpleForm>
  );
}

function FaqList() {
  return (
    <ContentList
      title="FAQ"
      add="Add a question"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          The questions /Support answers (and the home page, under the contact form), in their order there. Drag a
          question, or use its arrows, to move it.
        </Typography>
      }
    >
      <OrderedList name={(faq) => String(faq.question)} />
    </ContentList>
  );
}

export const faqs = {
  list: FaqList,
  create: () => (
    <ContentCreate title="New question">
      <FaqForm />
    </ContentCreate>
  ),
  edit: () => (
    <ContentEdit what="Question" field="question">
      <FaqForm />
    </ContentEdit>
  ),
  icon: QuizIcon,
  options: { label: 'FAQ' },
  recordRepresentation: 'question',
};
