/**
 * Every test suite, one named project each: npx vitest run --project <name> (several --project flags
 * run several). unit, integration (the server in process), system (*.system.test.ts: the server as a process,
 * parts failing on purpose, LibreOffice), reliability (scripts/reliability.mjs), web and admin (component tests, jsdom), e2e-web and e2e-admin
 * (real Chromium against the built server). scripts/test.mjs runs them all by name.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const common = { '@school/common': resolve(import.meta.dirname, 'common/src/index.ts') };

/**
 * Workers for the suites that run in Node alone (unit, integration, component tests). Vitest's default is one fewer
 * than the cores: on a 2-core machine, one worker and one idle core. These suites are CPU-bound but for their waits
 * (HTTP, SMTP, timers), so one worker per core halves them there (the booking files: 30 s with one, 18 s with two).
 */
const nodeWorkers = Math.max(2, availableParallelism() - 1);

/** The server's tests, in process (integration) or as a process (system): same workers, same limits. */
const serverTests = {
  maxWorkers: nodeWorkers,
  include: ['tests/integration/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // A worker runs its files one after another in one module graph: the server's code, which the in-process tests
  // import (a few seconds each time), is loaded once per worker.
  isolate: false,
};
// The server's own code runs in these tests (buildTestApp): it must see graphql's CommonJS build, the one type-graphql,
// Apollo and graphql-query-complexity load through Node (one realm).
const serverResolve = { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] };

export default defineConfig({
  resolve: { alias: common },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          maxWorkers: nodeWorkers,
          include: ['tests/unit/**/*.test.ts'],
          // one module graph a worker, as the server's tests: each file importing the server again cost 13 s of 20
          pool: 'forks',
          isolate: false,
          // Bundled with the tests, so it shares their copy of graphql (Node would load graphql's
          // CommonJS build for it, next to the ES module build the tests use: two realms).
          server: { deps: { inline: ['graphql-query-complexity'] } },
        },
      },
      {
        extends: true,
        test: {
          ...serverTests,
          name: 'integration',
          exclude: ['**/*.system.test.ts'],
        },
        resolve: serverResolve,
      },
      {
        extends: true,
        test: {
          // the server as a process (signals, crashes, several instances, a full disk), parts that fail on purpose
          // (SMTP, the object store, an image worker), 100,000 rows and LibreOffice: minutes, not seconds, so not in
          // test:quick
          ...serverTests,
          name: 'system',
          include: ['tests/integration/**/*.system.test.ts'],
        },
        resolve: serverResolve,
      },
      {
        extends: true,
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          maxWorkers: nodeWorkers,
          environment: 'jsdom',
          include: ['tests/web/**/*.test.tsx'],
          setupFiles: ['tests/web/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'admin',
          maxWorkers: nodeWorkers,
          include: ['tests/admin/**/*.test.{ts,tsx}'],
          environment: 'node',
          css: false,
          setupFiles: ['tests/admin/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // the browser suites resolve @school/common as the package (no alias to its source), as they always did
        test: {
          // the public site in Chromium against the built server (E2E_SKIP_BUILD=1 reuses web/dist)
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
      },
      {
        test: {
          // the dashboard in Chromium against the built server, one per spec file (E2E_SKIP_BUILD=1 reuses admin/dist)
          name: 'e2e-admin',
          environment: 'node',
          include: ['tests/e2e/admin/**/*.spec.ts'],
          globalSetup: ['tests/e2e/admin/global-setup.ts'],
          testTimeout: 90_000,
          // as the site's suite: the machine may be busy (two files at once, CI beside them), so a poll waits up to
          // 15 s (vitest's own default is 1 s: a restore that publishes the site took longer than that in CI)
          expect: { poll: { timeout: 15_000, interval: 100 } },
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
