import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import Typography from '@mui/material/Typography';
import { NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { COURSE_GROUPS, CONTENT_LIMITS, courseErrors, type CourseFields } from '@school/common';
import { ContentCreate, ContentEdit, ContentList } from '../../content/content-pages';
import { ContentToolbar } from '../../content/content-toolbar';
import { ImageInput } from '../../content/image-input';
import { OrderedList } from '../../content/ordered-list';
import { CONTENT_KINDS } from '../../providers/content-data';

const GROUP_CHOICES = COURSE_GROUPS.map((group) => ({ id: group, name: group }));
const validate = (values: Record<string, unknown>) =>
  courseErrors(CONTENT_KINDS.courses.fields(values) as unknown as CourseFields);
/** Highlights are edited one a line and stored as a list. */
const formatLines = (value: unknown) =>
  Array.isArray(value) ? value.join('\n') : typeof value === 'string' ? value : '';
const parseLines = (value: string) => value.split('\n');

function CourseForm() {
  return (
    <SimpleForm toolbar={<ContentToolbar what="course" />} validate={validate} warnWhenUnsavedChanges>
      <TextInput source="name" label="Name" fullWidth />
      <TextInput
        source="slug"
        label="Address on the site"
        helperText="Lower-case words joined by '-', e.g. hindustani-vocal"
        fullWidth
      />
      <SelectInput source="group" label="Group" choices={GROUP_CHOICES} />
      <TextInput source="summary" label="Summary" multiline minRows={3} fullWidth />
      <TextInput
        source="highlights"
        label="What a student learns"
        helperText={`One a line, at most ${CONTENT_LIMITS.highlights}`}
        format={formatLines}
        parse={parseLines}
        multiline
        minRows={4}
        fullWidth
      />
      <ImageInput />
      <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
        Facts on the course card
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each shows on the site only when filled in; the line about booking a free trial stays.
      </Typography>
      <TextInput
        source="level"
        label="Level"
        helperText={`e.g. Beginner to advanced (at most ${CONTENT_LIMITS.level} characters)`}
        fullWidth
      />
      <TextInput source="ages" label="Ages" helperText={`e.g. 7+ (at most ${CONTENT_LIMITS.ages} characters)`} />
      <NumberInput
        source="lessonMinutes"
        label="Lesson length (minutes)"
        helperText={`A whole number from ${CONTENT_LIMITS.lessonMinutes.min} to ${CONTENT_LIMITS.lessonMinutes.max}`}
        min={CONTENT_LIMITS.lessonMinutes.min}
        max={CONTENT_LIMITS.lessonMinutes.max}
        step={5}
      />
      <TextInput
        source="fee"
        label="Fee"
        helperText={`e.g. ₹1,500 / month (at most ${CONTENT_LIMITS.fee} characters)`}
        fullWidth
      />
    </SimpleForm>
  );
}

function CourseList() {
  return (
    <ContentList
      title="Courses"
      add="Add a course"
      note={
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          In their order on the site, which shows {CONTENT_LIMITS.courses} courses. Drag a course, or use its arrows, to
          move it.
        </Typography>
      }
    >
      <OrderedList name={(course) => String(course.name)} secondary={(course) => String(course.group)} />
    </ContentList>
  );
}

const CourseEdit = () => (
  <ContentEdit what="Course" field="name">
    <CourseForm />
  </ContentEdit>
);

const CourseCreate = () => (
  <ContentCreate title="New course">
    <CourseForm />
  </ContentCreate>
);

export const courses = {
  list: CourseList,
  create: CourseCreate,
  edit: CourseEdit,
  icon: LibraryMusicIcon,
  options: { label: 'Courses' },
  recordRepresentation: 'name',
};
