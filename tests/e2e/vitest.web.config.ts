import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests of the public site (tests/e2e/web): real Chromium against the real built server.
 * Run from the repository root: npx vitest run --config tests/e2e/vitest.web.config.ts
 */
export default defineConfig({
  root: repoRoot,
  test: {
    name: 'e2e-web',
    environment: 'node',
    include: ['tests/e2e/web/**/*.spec.ts'],
    globalSetup: ['tests/e2e/web/global-setup.ts'],
    testTimeout: 60_000,
    // the machine may be busy (other suites run beside this one): poll patiently
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
