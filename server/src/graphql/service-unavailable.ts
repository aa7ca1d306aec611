/**
 * A GraphQL operation that failed only because the server cannot take it right now (a
 * ServiceUnavailableError: disk full, database or object store unavailable) answers HTTP 503, with
 * Retry-After when the error names a wait (a database out of reach: 5 s), like the REST routes do; the body keeps its
 * extensions.code SERVICE_UNAVAILABLE. An answer carrying any data keeps its status.
 */
import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { isDatabaseUnavailable } from '../db/database-errors';
import { DATABASE_RETRY_SECONDS, DISK_FULL_RETRY_SECONDS, isDiskFull, ServiceUnavailableError } from '../errors';
import type { GraphQLContext } from './context';

function retryAfterOf(error: unknown): number | null | undefined {
  const original = (error as { originalError?: unknown })?.originalError ?? error;
  if (original instanceof ServiceUnavailableError) return original.retryAfterSeconds ?? null;
  if (isDiskFull(original)) return DISK_FULL_RETRY_SECONDS;
  // a driver's error (connection reset, refused, timed out, SQLite busy) that format-error.ts answers
  // as SERVICE_UNAVAILABLE: it used to keep HTTP 200 and no Retry-After
  if (isDatabaseUnavailable(original)) return DATABASE_RETRY_SECONDS;
  return undefined; // not an "unavailable" error
}

const listener: GraphQLRequestListener<GraphQLContext> = {
  async willSendResponse({ errors, response }) {
    if (!errors?.length || response.body.kind !== 'single') return;
    const data = response.body.singleResult.data;
    if (data && Object.values(data).some((value) => value !== null)) return;
    const waits = errors.map(retryAfterOf);
    if (waits.some((wait) => wait === undefined)) return; // another kind of error decides the answer
    response.http.status = 503;
    const longest = Math.max(0, ...waits.filter((wait): wait is number => typeof wait === 'number'));
    if (longest > 0) response.http.headers.set('retry-after', String(longest));
  },
};

export function serviceUnavailablePlugin(): ApolloServerPlugin<GraphQLContext> {
  return { requestDidStart: async () => listener };
}
