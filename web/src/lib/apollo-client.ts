import { ApolloClient, InMemoryCache } from '@apollo/client';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { env } from '../config/env';
import { uploadFetch, type UploadInit } from './upload-fetch';

let client: ApolloClient | undefined;

/**
 * The site's Apollo Client, created on first use. Forms import it lazily, so it never weighs on a
 * page's initial JavaScript. The upload link sends a GraphQL multipart request when variables hold
 * a File; Apollo-Require-Preflight satisfies the server's CSRF prevention for those requests. A request whose
 * context's fetchOptions carry onUploadProgress goes through XMLHttpRequest, which reports the body's progress.
 */
export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    cache: new InMemoryCache(),
    link: new UploadHttpLink({
      uri: env.graphqlUrl,
      headers: { 'Apollo-Require-Preflight': 'true' },
      // Resolved at request time, so tests can replace the global fetch.
      fetch: (input: RequestInfo | URL, init?: UploadInit) =>
        init?.onUploadProgress ? uploadFetch(input, init) : globalThis.fetch(input, init),
    }),
  });
  return client;
}
