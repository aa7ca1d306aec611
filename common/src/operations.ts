/**
 * GraphQL documents the public site sends as plain strings (without Apollo Client, to keep the page's
 * script small); the benchmark sends the same text.
 */
export const TRACK_PAGE_VIEW_DOCUMENT = 'mutation TrackPageView($input: TrackPageViewInput!) { trackPageView(input: $input) }';
