/** Apollo Server on /graphql, with GraphQL multipart uploads (graphql-upload-minimal) for the resume. */
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { processRequest } from 'graphql-upload-minimal';
import type { Env } from '../config/env';
import type { AdminServices } from '../modules/admin/admin-services';
import { SESSION_COOKIE, readCookie } from '../modules/session/cookie';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { createFormatError } from './format-error';
import { depthAndSizeLimit } from './limits';

export async function registerGraphQL(
  app: FastifyInstance, schema: GraphQLSchema, services: Services, env: Env, admin: AdminServices,
): Promise<ApolloServer<GraphQLContext>> {
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: env.introspection,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    validationRules: [depthAndSizeLimit()],
    includeStacktraceInErrorResponses: false,
    formatError: createFormatError(app.log),
    // No HTTP cache hints are used (every operation is a mutation or a signed-in query): skip the
    // cache-control plugin Apollo installs by default, which hooks into every field resolution.
    plugins: [fastifyApolloDrainPlugin(app), ApolloServerPluginCacheControlDisabled()],
  });
  await apollo.start();

  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.url !== '/graphql') return;
    if (!String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/form-data')) return;
    // Apollo's CSRF rule: a multipart request must carry a preflight-forcing header.
    if (!request.headers['apollo-require-preflight'] && !request.headers['x-apollo-operation-name']) {
      return reply.code(400).send({ errors: [{ message: 'Multipart uploads must send the Apollo-Require-Preflight header', extensions: { code: 'BAD_REQUEST' } }] });
    }
    try {
      request.body = await processRequest(request.raw, reply.raw, { maxFileSize: env.resumeMaxBytes + 1, maxFiles: 1, maxFieldSize: 100_000 });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      return reply.code(status >= 400 && status < 500 ? status : 400)
        .send({ errors: [{ message: (error as Error).message, extensions: { code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' } }] });
    }
  });

  await app.register(fastifyApollo(apollo), {
    context: async (request) => ({
      services, clientIp: request.ip, request, admin,
      // No cookie, no database look-up: the public write path pays nothing for sessions.
      user: await admin.sessions.authenticate(readCookie(request.headers.cookie, SESSION_COOKIE)),
    }),
  });
  return apollo;
}
