import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const common = fileURLToPath(new URL('../common/src/index.ts', import.meta.url));

/** Dashboard unit and component tests: npx vitest run --config admin/vitest.config.ts */
export default defineConfig({
  root: repoRoot,
  plugins: [react()],
  resolve: { alias: { '@school/common': common } },
  test: {
    name: 'admin',
    include: ['tests/admin/**/*.test.{ts,tsx}'],
    environment: 'node',
    css: false,
    setupFiles: ['tests/admin/setup.ts'],
    testTimeout: 15_000,
  },
});
