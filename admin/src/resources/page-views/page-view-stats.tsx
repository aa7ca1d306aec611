import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dayLabel } from '@school/common';
import { BarChart } from '../../components/bar-chart';
import { fillDays } from '../../lib/days';
import { schoolDay, schoolDayStart } from '../../lib/school-time';
import { useProviderQuery } from '../../lib/use-provider-query';
import { TopPagesTable } from './top-pages-table';

/**
 * Visits per day and the most visited pages for a chosen period (pageViewStats): the days are the school's
 * (docs/requirements.md#school-clock), from the first one's 00:00 to the last one's end, as the server counts them.
 */
export function PageViewStatsPanel() {
  const [from, setFrom] = useState(() => schoolDay(-29));
  const [to, setTo] = useState(() => schoolDay(0));
  const valid = Boolean(from && to && from <= to);
  const { data, error, isPending } = useProviderQuery(`${from}|${to}`, (p) =>
    valid
      ? p.getPageViewStats(
          schoolDayStart(from).toISOString(),
          new Date(schoolDayStart(to, 1).getTime() - 1).toISOString(),
        )
      : Promise.resolve(undefined),
  );
  const days = data && valid ? fillDays(from, to, data.perDay) : [];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Visits per day
          </Typography>
          <TextField
            type="date"
            size="small"
            label="From"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            sx={{ width: 190 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            sx={{ width: 190 }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {!valid && <Typography color="error">Choose a start day on or before the end day.</Typography>}
        {error && <Typography color="error">The statistics could not be loaded: {error.message}</Typography>}
        {isPending && !data && <Typography color="text.secondary">Loading…</Typography>}
        {data && valid && (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <div style={{ flex: 2, minWidth: 0, overflowX: 'auto' }}>
              <Typography
                variant="body2"
                sx={{ mb: 1 }}
              >{`${data.total} visits from ${dayLabel(from, 'date')} to ${dayLabel(to, 'date')} (school days)`}</Typography>
              <BarChart
                title="Visits per day"
                data={days.map((d) => ({ label: dayLabel(d.day, 'date'), value: d.count }))}
                labelEvery={Math.max(1, Math.ceil(days.length / 6))}
              />
            </div>
            <div style={{ flex: 1 }}>
              <TopPagesTable pages={data.topPages} />
            </div>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
