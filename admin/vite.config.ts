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
    chunkSizeWarningLimit: 2000,
  },
  server: {
    proxy: {
      '/graphql': proxied,
      '/auth': proxied,
      '/admin/export': proxied,
      '/admin/resumes': proxied,
    },
  },
});
