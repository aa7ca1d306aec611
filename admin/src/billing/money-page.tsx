import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { AgeingCard } from './ageing-card';
import { RevenueCard } from './revenue-card';

/**
 * The school's money at a glance (docs/requirements.md#billing-reports), for admins: who owes what and for how
 * long, and revenue over months — each per currency, each downloadable as CSV.
 */
export function MoneyPage() {
  return (
    <Box>
      <Title title="Money" />
      <AgeingCard />
      <RevenueCard />
    </Box>
  );
}
