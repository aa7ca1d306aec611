import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AdminRole } from '@school/common';
import { Link, Title, usePermissions } from 'react-admin';
import { ContentHome } from '../content/content-home';
import { TeacherWeek } from '../lessons/teacher-week';
import { AdminDashboard } from './admin-dashboard';
import { TriageCards } from './triage-cards';

function RecruiterHome() {
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <TriageCards />
        <Typography variant="h5" component="h2" gutterBottom>
          Welcome
        </Typography>
        <Typography>
          Review new candidates in <Link to="/teacher-applications">Teacher applications</Link>: open their resumes, add
          notes and move them along (shortlisted, interviewed, hired).
        </Typography>
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  const { permissions, isPending } = usePermissions<AdminRole | undefined>();
  return (
    <>
      {permissions !== 'teacher' && <Title title="Dashboard" />}
      {isPending ? null : permissions === 'admin' ? (
        <AdminDashboard />
      ) : permissions === 'editor' ? (
        <ContentHome />
      ) : permissions === 'teacher' ? (
        <TeacherWeek />
      ) : (
        <RecruiterHome />
      )}
    </>
  );
}
