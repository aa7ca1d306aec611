/**
 * GraphQL documents the public site sends as plain strings. The server knows them ahead of time
 * (server/src/graphql/trusted-operations.ts): it parses and validates each one once at start.
 */
export const TRACK_PAGE_VIEW_DOCUMENT = 'mutation TrackPageView($input: TrackPageViewInput!) { trackPageView(input: $input) }';
