// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ListContextProvider, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { BarChart } from '../../../admin/src/components/bar-chart';
import { ExportCsvButton } from '../../../admin/src/components/export-csv-button';
import { StatusField } from '../../../admin/src/components/status-field';
import { ResumeLinks } from '../../../admin/src/resources/teacher-applications/resume-links';
import { ResourceContextProvider } from 'react-admin';

describe('StatusField', () => {
  it.each([
    ['trial_done', 'Trial done'],
    ['not_interested', 'Not interested'],
    ['shortlisted', 'Shortlisted'],
    ['replied', 'Replied'],
  ])('shows %s as "%s"', (status, label) => {
    render(
      <RecordContextProvider value={{ id: 1, status }}>
        <StatusField />
      </RecordContextProvider>,
    );
    expect(screen.getByText(label)).toBeTruthy();
  });
});

describe('ResumeLinks', () => {
  it('opens and downloads a stored resume through the server', () => {
    render(
      <RecordContextProvider
        value={{ id: 'a1', resumeDownloadPath: '/admin/resumes/a1', resumeName: 'cv.pdf', resumeSize: 2048 }}
      >
        <ResumeLinks />
      </RecordContextProvider>,
    );
    expect(screen.getByRole('link', { name: 'Open resume' }).getAttribute('href')).toBe('/admin/resumes/a1?inline=1');
    expect(screen.getByRole('link', { name: 'Download resume' }).getAttribute('href')).toBe('/admin/resumes/a1');
    expect(screen.getByText('cv.pdf (2 KB)')).toBeTruthy();
  });

  it('shows a legacy external resume as a link that gets neither opener nor referrer', () => {
    render(
      <RecordContextProvider
        value={{ id: 'a2', resumeUrl: 'https://files.example.org/cv.pdf', resumeDownloadPath: null }}
      >
        <ResumeLinks />
      </RecordContextProvider>,
    );
    const link = screen.getByRole('link', { name: 'https://files.example.org/cv.pdf' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Download resume' })).toBeNull();
  });

  it('says when there is no resume', () => {
    render(
      <RecordContextProvider value={{ id: 'a3' }}>
        <ResumeLinks />
      </RecordContextProvider>,
    );
    expect(screen.getByText('No resume')).toBeTruthy();
  });
});

describe('ExportCsvButton', () => {
  it('links to the server export with the list filters and sort', () => {
    const list = {
      filterValues: { q: 'meera', status: ['new'], category: 'piano' },
      sort: { field: 'name', order: 'ASC' },
      total: 3,
    };
    render(
      <ResourceContextProvider value="trial-requests">
        <ListContextProvider value={list as never}>
          <ExportCsvButton />
        </ListContextProvider>
      </ResourceContextProvider>,
    );
    const href = screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!;
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/admin/export/trial-requests.csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'meera',
      status: 'new',
      category: 'piano',
      sortField: 'name',
      sortOrder: 'ASC',
    });
  });

  it('is absent for resources without an export', () => {
    render(
      <ResourceContextProvider value="users">
        <ListContextProvider value={{ filterValues: {}, sort: { field: 'email', order: 'ASC' } } as never}>
          <ExportCsvButton />
        </ListContextProvider>
      </ResourceContextProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });
});

describe('BarChart', () => {
  it('summarises the series for screen readers and titles every bar', () => {
    render(
      <BarChart
        title="Visits"
        data={[
          { label: '1 Mar', value: 2 },
          { label: '2 Mar', value: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Visits: 7 in total, highest 5' })).toBeTruthy();
    expect(screen.getByText('2 Mar: 5')).toBeTruthy();
  });
});
