import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackPageView } from '../../web/src/lib/track-page-view';
import { fakeFetch, graphqlResponse } from './helpers/fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tracking request', () => {
  it('is, byte for byte, the one the server has always received (the bench sends the same document)', async () => {
    const { requests, mock } = fakeFetch(graphqlResponse({ data: { trackPageView: true } }));
    await trackPageView('/Courses');
    expect(mock).toHaveBeenCalledTimes(1);
    const body = mock.mock.calls[0][1]?.body;
    expect(body).toBe(
      '{"operationName":"TrackPageView","query":"mutation TrackPageView($input: TrackPageViewInput!) { trackPageView(input: $input) }","variables":{"input":{"page":"/Courses"}}}',
    );
    expect(requests[0].url).toBe('/graphql');
  });
});
