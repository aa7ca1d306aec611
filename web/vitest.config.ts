import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const common = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));

export default defineConfig({
  root: repoRoot,
  plugins: [react()],
  resolve: { alias: { '@school/common': common } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['tests/web/**/*.test.tsx'],
    setupFiles: ['tests/web/setup.ts'],
    css: false,
  },
});
