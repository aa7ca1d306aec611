/** Apollo Server on /graphql, with GraphQL multipart uploads (graphql-upload-minimal) for the resume. */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_LIMITS, REPLY_LIMITS } from '@school/common';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { processRequest } from 'graphql-upload-minimal';
import type { Env } from '../config/env';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError, DatabaseUnavailableError } from '../errors';
import { drainUpload, uploadsIn } from '../http/upload-guard';
import type { AdminServices } from '../modules/admin/admin-services';
import { sessionToken } from '../modules/session/cookie';
import { maxUploadBytes, type Services } from '../services';
import type { GraphQLContext } from './context';
import { drainPlugin } from './drain';
import { apolloHandler } from './fastify-handler';
import { createFormatError } from './format-error';
import { introspectionGatePlugin } from './introspection-gate';
import { requestLimits } from './limits';
import { requestLimitsPlugin } from './request-limits';
import { serviceUnavailablePlugin } from './service-unavailable';
import {
  badKey,
  IDEMPOTENCY_HEADER,
  idempotencyPlugin,
  withIdempotencyKey,
  type IdempotencyStore,
} from '../modules/idempotency/idempotency';

/** The session look-up could not reach the database: 503 SERVICE_UNAVAILABLE, not Apollo's 500 for a failed context. */
function unavailableAs503(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  const unavailable = new DatabaseUnavailableError(error);
  throw new GraphQLError(unavailable.message, {
    originalError: unavailable,
    extensions: { code: unavailable.code, http: { status: 503, headers: new Map([['retry-after', '5']]) } },
  });
}

interface GraphQLDeps {
  services: Services;
  env: Env;
  admin: AdminServices;
  /** Keyed writes' records (modules/idempotency). */
  idempotency: IdempotencyStore;
  /** Called when an operation fails with a 503-class error (answered 200 with errors): readiness re-probes. */
  onUnavailable?: () => void;
}

/**
 * The smallest body /graphql takes: the largest text field (a blog post's 200 KB body, a reply's 100 KB) with
 * its quotes and line breaks escaped, and room besides: 464 KiB. Still a bound: a bigger paste is a 413 before
 * it is read, and the service refuses a field over its own limit before parsing it.
 */
const GRAPHQL_BODY_MIN_BYTES = 2 * Math.max(REPLY_LIMITS.bodyBytes, CONTENT_LIMITS.bodyBytes) + 64 * 1024;

export async function registerGraphQL(
  app: FastifyInstance,
  schema: GraphQLSchema,
  { services, env, admin, idempotency, onUnavailable }: GraphQLDeps,
): Promise<ApolloServer<GraphQLContext>> {
  const validationRules = [requestLimits(undefined, env.graphqlCost.staff)];
  const formatError = createFormatError(app.log, onUnavailable);
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    // open at the schema level; introspectionGatePlugin decides per request (signed-in admins, or
    // everyone when GRAPHQL_INTROSPECTION is on)
    introspection: true,
    // "Did you mean …?" suggestions would rebuild the schema for anyone who asks
    hideSchemaDetailsFromClientErrors: !env.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Automatic persisted queries are not used by our clients; a request carrying the extension is
    // answered 400 "Persisted queries are not supported" (request-limits.ts, format-error.ts).
    persistedQueries: false,
    validationRules,
    includeStacktraceInErrorResponses: false,
    formatError,
    // compact JSON: Apollo indents by default, which costs every answer time and bytes; GraphiQL and
    // the clients format what they show
    stringifyResult: (result) => JSON.stringify(result),
    // No HTTP cache hints are used (every operation is a mutation or a signed-in query): skip the
    // cache-control plugin Apollo installs by default, which hooks into every field resolution.
    // requestLimitsPlugin: cost with variables, the time budget of queries, the response-size cap.
    plugins: [
      drainPlugin(app, env.shutdownDrainMs),
      ApolloServerPluginCacheControlDisabled(),
      requestLimitsPlugin(env.graphqlCost),
      introspectionGatePlugin(env.introspection),
      serviceUnavailablePlugin(),
      idempotencyPlugin(idempotency),
    ],
  });
  await apollo.start();

  // multipart GraphQL requests (uploads) are read here, before Apollo; a hook of this route only
  const readMultipart = async (request: FastifyRequest, reply: FastifyReply) => {
    if (
      !String(request.headers['content-type'] ?? '')
        .toLowerCase()
        .startsWith('multipart/form-data')
    )
      return;
    // Apollo's CSRF rule: a multipart request must carry a preflight-forcing header.
    if (!request.headers['apollo-require-preflight'] && !request.headers['x-apollo-operation-name']) {
      return reply.code(400).send({
        errors: [
          {
            message: 'Multipart uploads must send the Apollo-Require-Preflight header',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    }
    // Counted against the form limit (unless a dashboard account sends it: an editor's images are no form)
    // and reserved against the upload bytes in flight, before the body is read.
    try {
      const staff = await admin.sessions.authenticate(sessionToken(request));
      await services.uploads.admit(request, reply, !staff);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply
        .code(error.httpStatus)
        .send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
    }
    if (request.raw.destroyed)
      return reply
        .code(400)
        .send({ errors: [{ message: 'The upload was interrupted', extensions: { code: 'BAD_REQUEST' } }] });
    try {
      const operations = await processRequest(request.raw, reply.raw, {
        maxFileSize: maxUploadBytes(env) + 1,
        maxFiles: 1,
        maxFieldSize: 100_000,
      });
      request.body = operations;
      // Once the answer is out (or the client gone), an upload nobody read is drained, so the body is
      // consumed and the connection freed; one being read or already failed is left to its reader.
      reply.raw.once('close', () => {
        for (const upload of uploadsIn(operations)) drainUpload(upload);
      });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      return reply.code(status >= 400 && status < 500 ? status : 400).send({
        errors: [
          {
            message: (error as Error).message,
            extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' },
          },
        ],
      });
    }
  };

  const context = async (request: FastifyRequest, reply: FastifyReply): Promise<GraphQLContext> => ({
    services,
    clientIp: request.ip,
    request,
    reply,
    admin,
    // No cookie, no database look-up: the public write path pays nothing for sessions.
    user: await admin.sessions.authenticate(sessionToken(request)).catch(unavailableAs503),
  });
  const handle = apolloHandler(apollo, context);
  app.route({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    // a dashboard reply (100 KB) or blog post (200 KB) body, JSON-escaped (docs/requirements.md#replies, #content)
    bodyLimit: Math.max(env.bodyLimitBytes, GRAPHQL_BODY_MIN_BYTES),
    preValidation: readMultipart,
    // a write sent with an Idempotency-Key is carried out once, however often it is sent (modules/idempotency)
    handler: (request, reply) => {
      const key = request.headers[IDEMPOTENCY_HEADER];
      const bad = badKey(key);
      if (bad) return reply.code(400).send({ errors: [{ message: bad, extensions: { code: 'BAD_USER_INPUT' } }] });
      return withIdempotencyKey(key, () => handle(request, reply));
    },
  });
  return apollo;
}
