import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** Browser tests of the public site: real Chromium against the real built server. */
export default defineConfig({
  root: repoRoot,
  test: {
    name: 'e2e-web',
    environment: 'node',
    include: ['tests/e2e/web/**/*.spec.ts'],
    globalSetup: ['tests/e2e/web/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
