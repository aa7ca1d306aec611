import type { VariablesOf } from '@graphql-typed-document-node/core';
import { TRACK_PAGE_VIEW_DOCUMENT } from '@school/common';
import { env } from '../config/env';

/**
 * Reports a visited path (docs/requirements.md#visitor-tracking). A plain JSON POST of the GraphQL
 * mutation keeps Apollo Client out of every page's initial JavaScript. Failures are only logged.
 */
export async function trackPageView(page: string): Promise<void> {
  try {
    const variables: VariablesOf<typeof TRACK_PAGE_VIEW_DOCUMENT> = { input: { page } };
    const response = await fetch(env.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: 'TrackPageView', query: TRACK_PAGE_VIEW_DOCUMENT, variables }),
      keepalive: true,
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (!response.ok || body.errors?.length) throw new Error(`trackPageView failed with status ${response.status}`);
  } catch (error) {
    console.error('Could not record the page view', error);
  }
}
