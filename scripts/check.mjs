// npm run check: the gate every commit passes — ESLint with no warning, Prettier's check, the typecheck of every
// workspace and the tests, the generated settings reference, the docs' links, comments that cite only what a reader
// can open, and the codegen's freshness. Every step runs (so one
// run lists every problem); the exit code is non-zero when any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { scripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const failed = [];

function step(label, command, args) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed.push(label);
  console.log(`--- ${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
}

// The server's sources and the tests import @school/common through its package entry (common/dist): the lint's
// type information and the typecheck need it built.
if (!existsSync(join(root, 'common/dist/index.d.ts')))
  step('build common/ (its types)', 'npm', ['run', 'build', '-w', 'common']);
step('eslint', 'npx', ['eslint', '.', '--max-warnings', '0']);
step('prettier --check', 'npx', ['prettier', '--check', '.']);
step('typecheck', 'npm', ['run', 'typecheck']);
step('docs: configuration.md up to date', 'node', ['scripts/docs/configuration.mjs', '--check']);
step('docs: every docs/*.md reference resolves', 'node', ['scripts/docs/links.mjs']);
step('no citations of tracker issues or missing files', 'node', ['scripts/docs/citations.mjs']);
// the rules ESLint cannot see, as tests (docs/testing.md#the-check): no feature's SQL names another's table, no
// feature imports the kinds registry, a server test that starts a process is a system test
step('boundaries: features, kinds, test suites', 'npx', [
  'vitest',
  'run',
  '--project',
  'unit',
  'tests/unit/server/feature-boundaries.test.ts',
  'tests/unit/lint/test-suites.test.ts',
]);
if (scripts['codegen:check']) step('codegen:check', 'npm', ['run', 'codegen:check']);
else console.log('\n(no codegen:check script in package.json: skipped)');

console.log(failed.length === 0 ? '\ncheck: every step passed' : `\ncheck: FAILED: ${failed.join(', ')}`);
process.exit(failed.length === 0 ? 0 : 1);
