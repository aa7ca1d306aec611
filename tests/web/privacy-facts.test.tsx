import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrivacyFacts } from '../../web/src/features/privacy/privacy-facts';
import { fakeFetch, graphqlResponse } from './helpers/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the privacy page states the retention periods and where to ask', () => {
  it('shows the defaults at once (the prerendered page), then the school’s own settings', async () => {
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
    render(<PrivacyFacts />);
    expect(screen.getByRole('heading', { name: 'How long we keep your data' })).toBeTruthy();
    expect(screen.getByText(/180 days after our decision/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@raagarambh.example' })).toBeTruthy();
    expect(await screen.findByText(/90 days after our decision/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@school.example' }).getAttribute('href')).toBe(
      'mailto:privacy@school.example',
    );
    expect(requests[0].json?.operationName).toBe('PrivacyFacts');
  });

  it('keeps the defaults when the server cannot be reached', async () => {
    fakeFetch(new Error('offline'));
    render(<PrivacyFacts />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByText(/30 days after it arrived/)).toBeTruthy();
  });
});
