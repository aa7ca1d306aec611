import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { TrialRequestFieldsFragment } from '../gql/graphql';
import { useProviderQuery } from '../lib/use-provider-query';
import type { SchoolDataProvider } from '../providers/data-provider';

/**
 * The request page's enrolment (docs/requirements.md#enrolment): "Enrol as a student" makes the family and the student
 * (once) and sets the request to enrolled; once enrolled, a link to the student.
 */
export function EnrolPanel({ onChange }: { onChange?: () => void }) {
  const record = useRecordContext<TrialRequestFieldsFragment>();
  const provider = useDataProvider<SchoolDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const id = record?.id ? String(record.id) : '';
  const enrolled = useProviderQuery(`enrolled:${id}`, (p) =>
    id ? p.getStudents({ trialRequestId: id }) : Promise.resolve([]),
  );
  if (!record) return null;
  const student = enrolled.data?.[0];
  const enrol = async () => {
    setBusy(true);
    try {
      const made = await provider.enrolStudent(id);
      notify(`${made.name} enrolled`, { type: 'success' });
      refresh();
      onChange?.();
      void navigate(`/students/${made.id}`);
    } catch (error) {
      notify((error as Error).message || 'The student could not be enrolled', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card sx={{ mt: 2 }} component="section" aria-labelledby="enrolment-heading">
      <CardContent>
        <Typography id="enrolment-heading" variant="h6" component="h2" gutterBottom>
          Enrolment
        </Typography>
        {student ? (
          <Typography>
            Enrolled as a student: <Link to={`/students/${student.id}`}>{student.name}</Link>
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              When the family signs up for lessons: the family (by this email) and the student are made, and the request
              becomes enrolled.
            </Typography>
            <Button variant="contained" onClick={() => void enrol()} disabled={busy || record.spam || !enrolled.data}>
              Enrol as a student
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
}
