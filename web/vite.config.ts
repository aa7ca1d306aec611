import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const common = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@school/common': common } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // One small stylesheet for every page, which the prerender inlines into each page's <head>.
    cssCodeSplit: false,
    assetsInlineLimit: 0,
  },
  // Bundled into the prerender build: its CommonJS default export needs Vite's interop.
  ssr: { noExternal: ['react-multi-carousel'] },
  server: {
    proxy: { '/graphql': { target: process.env.API_ORIGIN ?? 'http://localhost:5000', changeOrigin: true } },
  },
});
