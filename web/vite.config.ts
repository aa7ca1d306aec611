import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const common = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));

// The browser build runs on preact/compat (~5 KB gzip instead of React DOM's ~64 KB); the prerender
// (SSR build) and the unit tests keep real React. See docs/architecture.md#what-runs-where.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    // preact in the browser build only: `npm run dev` serves React, whose Fast Refresh keeps state and shows an
    // edit at once (under preact/compat, Vite reported "hot updated" and the page kept its old text)
    alias: [
      { find: '@school/common', replacement: common },
      ...(command === 'build' && !isSsrBuild ? preactCompat : []),
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One small stylesheet for every page, which the prerender inlines into each page's <head>.
    cssCodeSplit: false,
    assetsInlineLimit: 0,
    // Every browser the site supports preloads modules itself: the polyfill only watched <head> and fetched
    // each preloaded chunk a second time, inside the task that hydrates the page.
    modulePreload: { polyfill: false },
    // The server-side bundle is CommonJS (entry-server.cjs): the server, itself CommonJS, requires it at run time.
    ...(isSsrBuild ? { rollupOptions: { output: { format: 'cjs' as const, entryFileNames: '[name].cjs' } } } : {}),
  },
  // Bundled into the prerender build: its CommonJS default export needs Vite's interop.
  // Self-contained: the server imports this bundle at run time (publishing), where the site's own packages are
  // not installed (react-multi-carousel also needs Vite's CommonJS interop).
  ssr: { noExternal: true },
  // The server bundle is a production build whatever NODE_ENV the server runs with: React's development build
  // rendered every publish several times slower (npm start runs without NODE_ENV, and so do the tests).
  ...(command === 'build' && isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: { '/graphql': { target: process.env.API_ORIGIN ?? 'http://localhost:5000', changeOrigin: true } },
  },
}));
