import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { categoryLabel } from '../labels';
import { usePhone } from '../lib/use-phone';
import { useProviderQuery } from '../lib/use-provider-query';
import type { FunnelRow } from '../providers/booking-data';

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
const rate = (value: number | null) => (value === null ? '—' : percent.format(value));
const hours = (value: number | null) => (value === null ? '—' : `${value.toFixed(value < 10 ? 1 : 0)} h`);
const course = (row: FunnelRow) => (row.course ? categoryLabel(row.course) : 'All courses');

const STEPS = [
  { label: 'Booked', count: (r: FunnelRow) => r.booked, rate: (r: FunnelRow) => r.bookedRate },
  { label: 'Attended', count: (r: FunnelRow) => r.attended, rate: (r: FunnelRow) => r.attendedRate },
  { label: 'Enrolled', count: (r: FunnelRow) => r.enrolled, rate: (r: FunnelRow) => r.enrolledRate },
  {
    label: 'Still enrolled at 90 days',
    count: (r: FunnelRow) => `${r.stillEnrolled} of ${r.enrolledLongAgo}`,
    rate: (r: FunnelRow) => r.stillEnrolledRate,
  },
];

/** Every course together first, then each course. */
const ordered = (rows: readonly FunnelRow[]) =>
  [...rows].sort((a, b) => Number(a.course !== null) - Number(b.course !== null));

function FunnelTable({ rows }: { rows: readonly FunnelRow[] }) {
  return (
    <Table size="small" aria-label="Trial funnel by course">
      <TableHead>
        <TableRow>
          <TableCell component="th">Course</TableCell>
          <TableCell align="right">Requests</TableCell>
          {STEPS.map((s) => (
            <TableCell key={s.label} align="right">
              {s.label}
            </TableCell>
          ))}
          <TableCell align="right">Median time to booking</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ordered(rows).map((row) => (
          <TableRow key={row.course ?? 'all'}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.course ? 400 : 600 }}>
              {course(row)}
            </TableCell>
            <TableCell align="right">{row.requests}</TableCell>
            {STEPS.map((s) => (
              <TableCell key={s.label} align="right">
                {s.count(row)} ({rate(s.rate(row))})
              </TableCell>
            ))}
            <TableCell align="right">{hours(row.medianHoursToBooking)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone: one short block a course, each step on its own line. */
function FunnelList({ rows }: { rows: readonly FunnelRow[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {ordered(rows).map((row) => (
        <Box component="li" key={row.course ?? 'all'} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {course(row)}
          </Typography>
          <Typography variant="body2">
            {row.requests} requests →{' '}
            {STEPS.map((s) => `${s.count(row)} ${s.label.toLowerCase()} (${rate(s.rate(row))})`).join(' → ')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Median time to booking: {hours(row.medianHoursToBooking)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The trial funnel (docs/requirements.md#trial-funnel): requests → booked → attended → enrolled → still enrolled at 90
 * days, over the last 30, 90 or 365 days, per course.
 */
export function TrialFunnelCard() {
  const [days, setDays] = useState(30);
  const phone = usePhone();
  const { data, error } = useProviderQuery(`funnel:${days}`, (p) => p.getTrialFunnel(days));
  return (
    <Card component="section" aria-labelledby="funnel-heading">
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography id="funnel-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
            Trial funnel, last {days} days
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={days}
            onChange={(_, value: number | null) => value && setDays(value)}
            aria-label="Period"
          >
            <ToggleButton value={30}>30 days</ToggleButton>
            <ToggleButton value={90}>90 days</ToggleButton>
            <ToggleButton value={365}>365 days</ToggleButton>
          </ToggleButtonGroup>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Requests (spam left out) → booked for a class → attended → enrolled; each step’s rate is of the step before.
          Still enrolled: of the students enrolled 90 days ago or more, those whose weekly lesson ran on the 90th day.
        </Typography>
        {error && <Typography color="error">The funnel could not be loaded: {error.message}</Typography>}
        {data && (phone ? <FunnelList rows={data} /> : <FunnelTable rows={data} />)}
      </CardContent>
    </Card>
  );
}
