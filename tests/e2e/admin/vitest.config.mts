import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * Dashboard browser tests: real Chromium against the real built server (one per spec file).
 * npx vitest run --config tests/e2e/admin/vitest.config.mts   (E2E_SKIP_BUILD=1 reuses admin/dist)
 */
export default defineConfig({
  root: repoRoot,
  test: {
    name: 'e2e-admin',
    environment: 'node',
    include: ['tests/e2e/admin/**/*.spec.ts'],
    globalSetup: ['tests/e2e/admin/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
