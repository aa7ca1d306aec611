import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const common = { '@school/common': resolve(__dirname, 'common/src/index.ts') };

export default defineConfig({
  resolve: { alias: common },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          // Bundled with the tests, so it shares their copy of graphql (Node would load graphql's
          // CommonJS build for it, next to the ES module build the tests use: two realms).
          server: { deps: { inline: ['graphql-query-complexity'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
        // The server's own code runs in these tests (buildTestApp): it must see graphql's CommonJS build,
        // the one type-graphql, Apollo and graphql-query-complexity load through Node (one realm).
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
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
    ],
  },
});
