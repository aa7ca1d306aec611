import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { zoneName } from '@school/common';
import { schoolTimeZone, setSchoolTimeZone } from './lib/school-time';
import { useProviderQuery } from './lib/use-provider-query';
import { SchoolMenu } from './menu';
import { RowCheckboxNames } from './components/row-checkbox-names';

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
      Times in {zoneName(schoolTimeZone())}
    </Typography>
  );
}

/** The pages wait for the server's school zone (one small query), so no time is ever shown in another. */
export function SchoolLayout({ children }: { children: ReactNode }) {
  // a provider without the method (an older server's fake in tests) counts as "no setting": the default zone stays
  const settings = useProviderQuery('dashboard-settings', (p) =>
    Promise.resolve().then(() => p.getDashboardSettings()),
  );
  if (settings.data) setSchoolTimeZone(settings.data.schoolTimeZone);
  const ready = !settings.isPending || settings.data !== undefined;
  return (
    <Layout appBar={SchoolAppBar} menu={SchoolMenu}>
      <RowCheckboxNames />
      {ready && children}
      {ready && <TimeZoneNote />}
    </Layout>
  );
}
