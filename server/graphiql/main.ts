/** GraphiQL for developers, bundled with the server (no CDN). Requests carry the dashboard session cookie. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';

const fetcher = createGraphiQLFetcher({ url: '/graphql', fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }) });

createRoot(document.getElementById('graphiql')!).render(
  createElement(GraphiQL, { fetcher, defaultQuery: '# Sign in at /admin first: admin queries use your session.\n{\n  ping\n}\n' }),
);
