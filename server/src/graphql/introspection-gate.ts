/**
 * Introspection (`__schema`, `__type`) for signed-in admins only, unless GRAPHQL_INTROSPECTION opens it
 * to everyone (the default outside production). Apollo's own switch is all-or-nothing and its
 * validation is cached per document, so the check runs per request, on the resolved operation, where
 * the signed-in user is known; `__typename` stays allowed. A cheap text test skips every document
 * that cannot hold an introspection field.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, BREAK, type DocumentNode } from 'graphql';
import type { GraphQLContext } from './context';

export const INTROSPECTION_FORBIDDEN = 'Introspection is available to signed-in admins only';

function asksIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return BREAK;
      }
      return undefined;
    },
  });
  return found;
}

const mayAskIntrospection = (query: string | undefined) =>
  query !== undefined && (query.includes('__schema') || query.includes('__type'));

export function introspectionGatePlugin(openToEveryone: boolean): ApolloServerPlugin<GraphQLContext> {
  if (openToEveryone) return {};
  const gate = {
    async didResolveOperation({ document, contextValue }: { document: DocumentNode; contextValue: GraphQLContext }) {
      if (contextValue.user?.role === 'admin' || !asksIntrospection(document)) return;
      throw new GraphQLError(INTROSPECTION_FORBIDDEN, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });
    },
  };
  // no listener at all for the documents that cannot hold an introspection field (every form submission)
  return { requestDidStart: async ({ request }) => (mayAskIntrospection(request.query) ? gate : undefined) };
}
