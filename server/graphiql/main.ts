/**
 * GraphiQL for developers, bundled with the server (no CDN). Requests carry the dashboard session cookie.
 * The schema is asked for once here, with the full standard introspection query: when the server
 * refuses it (introspection closed to this caller, e.g. a dashboard session that has ended), the page
 * says so in words above an editor that still runs queries, instead of GraphiQL's "Error fetching schema".
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import 'graphiql/style.css';
import { EXAMPLE_TABS } from './examples';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

const INTROSPECTION = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
  oneOf: true,
});

interface Answer {
  data?: IntrospectionQuery | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** The schema, or the words that say why there is none. */
async function loadSchema(): Promise<{ schema: GraphQLSchema } | { problem: string }> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION, operationName: 'IntrospectionQuery' }),
    });
    const answer = (await response.json()) as Answer;
    if (answer.data) return { schema: buildClientSchema(answer.data) };
    const error = answer.errors?.[0];
    if (error?.extensions?.code === 'FORBIDDEN')
      return {
        problem:
          'Introspection is off on this server: sign in at /admin as an admin to explore the API (Docs and completion), then reload this page. Public operations still run here.',
      };
    return { problem: `The server did not describe its schema: ${error?.message ?? `HTTP ${response.status}`}` };
  } catch {
    return { problem: 'The server could not be reached to describe its schema; reload the page to try again.' };
  }
}

function showNotice(text: string): void {
  const notice = document.getElementById('notice')!;
  notice.textContent = '';
  const [before, after] = text.split('/admin');
  notice.append(before);
  if (after !== undefined) {
    const link = document.createElement('a');
    link.href = '/admin/';
    link.textContent = '/admin';
    notice.append(link, after);
  }
  notice.hidden = false;
}

// The example tabs open the first time; after that GraphiQL restores the browser's own saved tabs.
void loadSchema().then((loaded) => {
  if ('problem' in loaded) showNotice(loaded.problem);
  createRoot(document.getElementById('graphiql')!).render(
    createElement(GraphiQL, {
      fetcher,
      // null: no schema and no second attempt by GraphiQL (its own would end in an error blob)
      schema: 'schema' in loaded ? loaded.schema : null,
      defaultTabs: EXAMPLE_TABS,
      defaultEditorToolsVisibility: 'variables',
    }),
  );
});
