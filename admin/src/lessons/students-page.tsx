import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link, Title } from 'react-admin';
import { zoneName } from '@school/common';
import { categoryLabel } from '../labels';
import { TeacherFilter } from '../components/teacher-filter';
import { usePhone } from '../lib/use-phone';
import { schoolDate } from '../lib/school-time';
import { useProviderQuery } from '../lib/use-provider-query';
import { standingLabel, standingOf, type StudentStanding } from './lesson-labels';

/**
 * Students (docs/requirements.md#enrolment): everyone enrolled, newest first, found by name or family email, by
 * teacher, by course and by status (enrolled, leaving, left: docs/requirements.md#students-leaving); a table on a laptop, a list on a phone. Students come from trial requests ("Enrol as a student").
 */
export function StudentsPage() {
  const phone = usePhone();
  const [q, setQ] = useState('');
  const [teacherId, setTeacherId] = useState('');
  const [course, setCourse] = useState('');
  const [standing, setStanding] = useState<StudentStanding | ''>('enrolled');
  const today = schoolDate(new Date());
  const teachers = useProviderQuery('teachers:all', (p) => p.getTeachers());
  const students = useProviderQuery('students:all', (p) => p.getStudents());
  const teacherNames = useMemo(() => new Map(teachers.data?.map((t) => [t.id, t.name]) ?? []), [teachers.data]);
  const needle = q.trim().toLowerCase();
  const shown = (students.data ?? []).filter(
    (s) =>
      (!teacherId || s.teacherId === teacherId) &&
      (!course || s.course === course) &&
      // "Enrolled" counts those leaving too: they still have lessons until their last date
      (!standing || (standing === 'enrolled' ? standingOf(s, today) !== 'left' : standingOf(s, today) === standing)) &&
      (!needle || `${s.name} ${s.family?.email ?? ''}`.toLowerCase().includes(needle)),
  );
  const courses = [...new Set((students.data ?? []).map((s) => s.course))].sort();
  const teacherOf = (id: string | null | undefined) => (id ? (teacherNames.get(id) ?? '—') : 'No teacher yet');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Students" />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            label="Search name or email"
            size="small"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            type="search"
            fullWidth={false}
          />
          <TeacherFilter teachers={teachers.data} value={teacherId} onChange={setTeacherId} />
          <TextField
            select
            label="Course"
            size="small"
            value={course}
            onChange={(event) => setCourse(event.target.value)}
            fullWidth={false}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">All courses</option>
            {courses.map((value) => (
              <option key={value} value={value}>
                {categoryLabel(value)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            label="Status"
            size="small"
            value={standing}
            onChange={(event) => setStanding(event.target.value as StudentStanding | '')}
            fullWidth={false}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="enrolled">Enrolled</option>
            <option value="leaving">Leaving</option>
            <option value="left">Left</option>
            <option value="">Everyone</option>
          </TextField>
        </Box>
        {students.error && (
          <Typography color="error">The students could not be loaded: {students.error.message}</Typography>
        )}
        <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
          {students.data
            ? students.data.length === 0
              ? 'No students yet: enrol one from a trial request (“Enrol as a student”).'
              : `${shown.length} of ${students.data.length} students`
            : 'Loading students…'}
        </Typography>
        {phone ? (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {shown.map((s) => (
              <Box component="li" key={s.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  <Link to={`/students/${s.id}`}>{s.name}</Link>
                </Typography>
                <Typography variant="body2">
                  {categoryLabel(s.course)} · {teacherOf(s.teacherId)}
                  {s.status === 'left' ? ` · ${standingLabel(s, today)}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {s.family?.email}
                </Typography>
              </Box>
            ))}
          </Box>
        ) : (
          <Table size="small" aria-label="Students">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Course</TableCell>
                <TableCell>Teacher</TableCell>
                <TableCell>Family email</TableCell>
                <TableCell>Family’s zone</TableCell>
                <TableCell>Status</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <Link to={`/students/${s.id}`}>{s.name}</Link>
                  </TableCell>
                  <TableCell>{categoryLabel(s.course)}</TableCell>
                  <TableCell>{teacherOf(s.teacherId)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.family?.email}</TableCell>
                  <TableCell>{s.family && zoneName(s.family.timeZone)}</TableCell>
                  <TableCell>{standingLabel(s, today)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
