import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { dayLabel, TRIAL_CATEGORIES } from '@school/common';
import { BarChart } from '../components/bar-chart';
import { fillDays } from '../lib/days';
import { useProviderQuery } from '../lib/use-provider-query';
import { categoryLabel } from '../labels';
import { LatestRequests } from './latest-requests';
import { LaunchChecklistCard } from './launch-checklist-card';
import { NewItemsCard } from './new-items-card';
import { TriageCards } from './triage-cards';
import { TrialFunnelCard } from './trial-funnel-card';

export function AdminDashboard() {
  const { data, error } = useProviderQuery('dashboard', (p) => p.getDashboardSummary());
  if (error)
    return (
      <Typography color="error" sx={{ mt: 2 }}>
        The dashboard could not be loaded: {error.message}
      </Typography>
    );
  if (!data)
    return (
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        Loading…
      </Typography>
    );
  const byCategory = new Map(data.trialRequestsByCategoryThisWeek.map((c) => [c.category, c.count]));
  const days = data.visitsLast30Days;
  const visits = days.length ? fillDays(days[0].day, days[days.length - 1].day, days) : [];
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={12}>
        <LaunchChecklistCard />
      </Grid>
      <Grid size={12}>
        <TriageCards />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <LatestRequests />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NewItemsCard title="New trial requests" count={data.newTrialRequests} resource="trial-requests" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NewItemsCard title="New contact messages" count={data.newContactMessages} resource="contact-messages" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NewItemsCard
          title="New teacher applications"
          count={data.newTeacherApplications}
          resource="teacher-applications"
        />
      </Grid>
      <Grid size={12}>
        <TrialFunnelCard />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Trial requests this week, by course
            </Typography>
            <BarChart
              title="Trial requests this week by course"
              data={TRIAL_CATEGORIES.map((c) => ({
                label: categoryLabel(c).split(' ')[0],
                value: byCategory.get(c) ?? 0,
              }))}
              color="#00695c"
              barWidth={56}
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {`Visits over the last 30 days (${visits.reduce((s, d) => s + d.count, 0)})`}
            </Typography>
            <BarChart
              title="Visits over the last 30 days"
              data={visits.map((d) => ({ label: dayLabel(d.day, 'date'), value: d.count }))}
              labelEvery={7}
            />
          </CardContent>
        </Card>
      </Grid>
    </Grid>
  );
}
