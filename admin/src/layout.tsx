import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { SCHOOL_TIME_ZONE } from './lib/school-time';

/** Every page's title is its h1 (react-admin puts it in the app bar, as an h6 by default). */
function SchoolAppBar() {
  return (
    <AppBar>
      <TitlePortal component="h1" variant="h6" />
    </AppBar>
  );
}

/** The one clock, said once on every page (docs/requirements.md#dashboard-clock). */
function TimeZoneNote() {
  return (
    <Typography component="p" variant="caption" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
      Times in {SCHOOL_TIME_ZONE.replace(/_/g, ' ')}
    </Typography>
  );
}

export function SchoolLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={SchoolAppBar}>
      {children}
      <TimeZoneNote />
    </Layout>
  );
}
