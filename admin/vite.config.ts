import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const common = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));
const api = process.env.API_ORIGIN ?? 'http://localhost:5000';
const proxied = { target: api, changeOrigin: true };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  plugins: [react()],
  resolve: { alias: { '@school/common': common } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    chunkSizeWarningLimit: 1000,
    // Libraries change far less often than the dashboard: separate chunks stay cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/ },
            { name: 'react-admin', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': proxied,
      '/auth': proxied,
      '/admin/export': proxied,
      '/admin/resumes': proxied,
      // an invoice's PDF, not the dashboard's own invoices screen
      '^/admin/invoices/[^/]+\\.pdf$': proxied,
    },
  },
});
