import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type {
  PrivacyFactsQuery,
  PrivacyFactsQueryVariables,
  TrackPageViewMutation,
  TrackPageViewMutationVariables,
} from './gql/graphql';

/**
 * GraphQL documents the public site sends as plain strings (without Apollo Client, to keep the page's
 * script small); the benchmark sends the same text. Each is a string carrying its result and variables
 * types (`ResultOf`/`VariablesOf` of @graphql-typed-document-node/core), generated from schema.graphql
 * into ./gql by `npm run codegen`, which reads the documents here (the `GraphQL` comment marks them).
 */
export type DocumentString<Result, Variables> = string & DocumentTypeDecoration<Result, Variables>;

// One line, byte for byte what the server has always received (a test pins it): Prettier would reflow it.
// prettier-ignore
const trackPageView = /* GraphQL */ `mutation TrackPageView($input: TrackPageViewInput!) { trackPageView(input: $input) }`;

export const TRACK_PAGE_VIEW_DOCUMENT = trackPageView as DocumentString<
  TrackPageViewMutation,
  TrackPageViewMutationVariables
>;

/** The privacy page's retention periods and support address, read after the page has loaded. */
const privacyFacts = /* GraphQL */ `
  query PrivacyFacts {
    privacyFacts {
      supportEmail
      retention {
        rejectedApplicationsDays
        spamDays
        archivedMessagesDays
        pageViewsDays
      }
    }
  }
`;

export const PRIVACY_FACTS_DOCUMENT = privacyFacts as DocumentString<PrivacyFactsQuery, PrivacyFactsQueryVariables>;
