/**
 * Apollo on fastify: the request as Apollo's HTTP layer takes it, and Apollo's answer sent back.
 * Our own rather than @as-integrations/fastify's, for what the busiest public operation (the site's
 * page-view mutation, sent on every visit) paid per request there: a URL parsed to find the query
 * string, every header copied through Object.entries, and an Accept header that Apollo negotiates
 * twice (negotiator parses each type Apollo offers against each type the client accepts).
 */
import { Readable } from 'node:stream';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

/** The types Apollo answers a single result in, as it offers them to negotiator (its MEDIA_TYPES). */
const SINGLE_RESULT_TYPES = [
  'application/json; charset=utf-8',
  'application/graphql-response+json; charset=utf-8',
  'application/json; callbackSpec=1.0; charset=utf-8',
];
/** Accept headers remembered with their reduced form: the site and the dashboard send one or two. */
const REMEMBERED_HEADERS = 64;
const REMEMBERED_LENGTH = 256;
const reduced = new Map<string, string>();

/**
 * The one type Apollo would choose for this Accept header, which Apollo then negotiates in a
 * fraction of the time and answers the same way. A header that also takes multipart answers
 * (incremental delivery) or that takes none of Apollo's types is kept as sent, so Apollo decides.
 */
export function reducedAccept(accept: string): string {
  const known = reduced.get(accept);
  if (known !== undefined) return known;
  const chosen = /multipart/i.test(accept)
    ? accept
    : (new Negotiator({ headers: { accept } }).mediaType(SINGLE_RESULT_TYPES) ?? accept);
  if (reduced.size < REMEMBERED_HEADERS && accept.length <= REMEMBERED_LENGTH) reduced.set(accept, chosen);
  return chosen;
}

function headerMapOf(request: FastifyRequest): HeaderMap {
  const headers = new HeaderMap();
  for (const name in request.headers) {
    const value = request.headers[name];
    if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const accept = headers.get('accept');
  if (accept !== undefined) headers.set('accept', reducedAccept(accept));
  return headers;
}

/** The query string with its '?', as URL's `search` gives it (a GET operation lives there). */
function searchOf(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return '';
  const end = url.indexOf('#', start);
  const search = end < 0 ? url.slice(start) : url.slice(start, end);
  return search === '?' ? '' : search;
}

export function apolloHandler<C extends BaseContext>(
  apollo: ApolloServer<C>,
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<C>,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const answer = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: request.method.toUpperCase(),
        headers: headerMapOf(request),
        search: searchOf(request.url),
        body: request.body,
      },
      context: () => context(request, reply),
    });
    for (const [name, value] of answer.headers) reply.header(name, value);
    reply.code(answer.status ?? 200);
    if (answer.body.kind === 'complete') return answer.body.string;
    return reply.send(Readable.from(answer.body.asyncIterator));
  };
}
