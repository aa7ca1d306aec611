import Box from '@mui/material/Box';
import { Title } from 'react-admin';
import { FeePlansCard } from './fee-plans-card';
import { SettingsCard } from './settings-card';

/** Fees and billing settings (docs/requirements.md#billing-settings, #fee-plans): admins only. */
export function BillingSettingsPage() {
  return (
    <Box>
      <Title title="Fees" />
      <FeePlansCard />
      <SettingsCard />
    </Box>
  );
}
