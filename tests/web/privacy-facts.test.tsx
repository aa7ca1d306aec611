import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultContent } from '../../web/src/content/default-content';
import { SiteContentProvider } from '../../web/src/content/site-content';
import { PrivacyFacts } from '../../web/src/features/privacy/privacy-facts';

const school = { ...defaultContent.school, supportEmail: 'privacy@school.example' };
const renderFacts = () =>
  render(
    <SiteContentProvider content={{ ...defaultContent, school }}>
      <PrivacyFacts />
    </SiteContentProvider>,
  );
import { fakeFetch, graphqlResponse } from './helpers/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the privacy page states the retention periods and where to ask', () => {
  it('shows the default periods at once (the prerendered page), then the school’s own; the school’s address', async () => {
    const { requests } = fakeFetch(
      graphqlResponse({
        data: {
          privacyFacts: {
            supportEmail: 'privacy@school.example',
            retention: { rejectedApplicationsDays: 90, spamDays: 30, archivedMessagesDays: 365, pageViewsDays: 400 },
          },
        },
      }),
    );
    renderFacts();
    expect(screen.getByRole('heading', { name: 'How long we keep your data' })).toBeTruthy();
    expect(screen.getByText(/180 days after our decision/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@school.example' })).toBeTruthy();
    expect(await screen.findByText(/90 days after our decision/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@school.example' }).getAttribute('href')).toBe(
      'mailto:privacy@school.example',
    );
    expect(requests[0].json?.operationName).toBe('PrivacyFacts');
  });

  it('keeps the defaults when the server cannot be reached', async () => {
    fakeFetch(new Error('offline'));
    renderFacts();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText(/30 days after it arrived/)).toBeTruthy();
  });
});
