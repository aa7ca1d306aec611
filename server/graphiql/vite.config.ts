// Builds the GraphiQL page served at GET /graphql (Accept: text/html) into server/dist/graphiql.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: __dirname,
  base: '/graphiql/',
  build: { outDir: resolve(__dirname, '../dist/graphiql'), emptyOutDir: true, chunkSizeWarningLimit: 4000 },
});
