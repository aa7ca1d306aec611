/** GraphiQL for developers, bundled with the server (no CDN). Requests carry the dashboard session cookie. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { EXAMPLE_TABS } from './examples';

const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
});

// The example tabs open the first time; after that GraphiQL restores the browser's own saved tabs.
// schemaDescription: ask introspection for the schema's own description (the top of the Docs pane).
createRoot(document.getElementById('graphiql')!).render(
  createElement(GraphiQL, {
    fetcher,
    defaultTabs: EXAMPLE_TABS,
    defaultEditorToolsVisibility: 'variables',
    schemaDescription: true,
  }),
);
