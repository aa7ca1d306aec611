// @vitest-environment jsdom
/** The dashboard home's "Before you launch" card: open items first, each with what was found and where to fix it. */
import { render, screen, within } from '@testing-library/react';
import { CoreAdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { LaunchChecklistCard } from '../../../admin/src/dashboard/launch-checklist-card';
import type { LaunchCheck } from '../../../admin/src/providers/data-provider';

const CHECKS: LaunchCheck[] = [
  { id: 'smtp', title: 'Mail is sent', done: true, detail: 'SMTP_URL is set.', link: null },
  {
    id: 'support-address',
    title: 'A support address that reaches you',
    done: false,
    detail: 'The site asks visitors to write to support@raagarambh.example.',
    link: '/school-details',
  },
  {
    id: 'public-url',
    title: "The site's public address is set",
    done: false,
    detail: 'PUBLIC_URL is not set.',
    link: null,
  },
];

const provider = (checks: LaunchCheck[]) => ({ getLaunchChecklist: async () => checks }) as unknown as DataProvider;

describe('LaunchChecklistCard', () => {
  it('lists the open items first with a link to where each is fixed, then the done ones', async () => {
    render(
      <CoreAdminContext dataProvider={provider(CHECKS)}>
        <LaunchChecklistCard />
      </CoreAdminContext>,
    );
    const list = await screen.findByRole('list', { name: 'Before you launch' });
    expect(screen.getByText('1 of 3 done. Each item ticks itself off once it is fixed.')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'A support address that reaches you',
      "The site's public address is set",
      'Mail is sent',
    ]);
    const fix = within(items[0]).getByRole('link', { name: 'Fix it: A support address that reaches you' });
    expect(fix.getAttribute('href')).toBe('#/school-details');
    expect(within(items[1]).queryByRole('link')).toBeNull(); // a server setting: nothing to open
    expect(within(items[2]).getByTitle('Done')).toBeTruthy();
  });

  it('says so when everything is ready', async () => {
    render(
      <CoreAdminContext dataProvider={provider(CHECKS.map((check) => ({ ...check, done: true })))}>
        <LaunchChecklistCard />
      </CoreAdminContext>,
    );
    expect(
      await screen.findByText('Everything is ready: no placeholder is left and every setting is made.'),
    ).toBeTruthy();
  });
});
