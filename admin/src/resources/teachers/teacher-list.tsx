import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { zoneName } from '@school/common';
import { PhoneList, PhoneOr } from '../../components/phone-list';
import type { TeacherFieldsFragment } from '../../gql/graphql';
import { CATEGORY_CHOICES, categoryLabel } from '../../labels';
import { availabilitySummary } from './availability-summary';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search name or email" />,
  <SelectInput key="course" source="course" label="Course" choices={CATEGORY_CHOICES} />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="Add teacher" />
  </TopToolbar>
);

const Courses = ({ teacher }: { teacher: TeacherFieldsFragment }) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
    {teacher.courses.map((course) => (
      <Chip key={course} size="small" variant="outlined" label={categoryLabel(course)} />
    ))}
  </Stack>
);

export function TeacherList() {
  return (
    <List title="Teachers" filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} empty={false}>
      <PhoneOr
        phone={
          <PhoneList
            primary={(r) => String(r.name)}
            secondary={(r) => {
              const t = r as TeacherFieldsFragment;
              const courses = t.courses.map(categoryLabel).join(', ');
              return `${courses} · ${zoneName(t.timeZone)}${t.active ? '' : ' · inactive'} · ${availabilitySummary(t)}`;
            }}
            link="edit"
          />
        }
      >
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <TextField source="name" label="Name" />
          <FunctionField<TeacherFieldsFragment>
            label="Courses"
            sortable={false}
            render={(t) => <Courses teacher={t} />}
          />
          <FunctionField<TeacherFieldsFragment>
            source="timeZone"
            label="Time zone"
            render={(t) => zoneName(t.timeZone)}
          />
          <BooleanField source="active" label="Active" />
          <FunctionField<TeacherFieldsFragment>
            label="Availability"
            sortable={false}
            render={(t) => availabilitySummary(t)}
          />
        </Datagrid>
      </PhoneOr>
    </List>
  );
}
