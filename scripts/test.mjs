// npm test: build, then every suite — unit, server integration (SQLite, and PostgreSQL too when
// TEST_DATABASE_URL is set), the site's component tests and the browser tests — then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'school-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSuites.push(label);
  return result.status === 0;
}

function vitest(label, args, env = {}) {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`], env);
  if (!existsSync(output)) return;
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

if (!run('build', 'npm', ['run', 'build'])) {
  console.error('build failed: no tests run');
  process.exit(1);
}

const sqliteEnv = { TEST_DATABASE_URL: '' };
vitest('unit and server integration on SQLite', ['--project', 'unit', '--project', 'integration'], sqliteEnv);
if (process.env.TEST_DATABASE_URL) {
  vitest('server integration on PostgreSQL', ['--project', 'integration']);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped; .ci/run sets it)');
}
// the reliability suite at its short scale (npm run test:reliability runs it in full, with its table)
if (!run('reliability suite (short)', 'node', ['scripts/reliability.mjs', '--short'], sqliteEnv)) {
  console.log('(the reliability suite failed: see its table above)');
}
if (process.env.TEST_DATABASE_URL) {
  // the database faults, deadlines (frozen behind a proxy) and crash durability on PostgreSQL too
  run('reliability on PostgreSQL (faults, deadlines, crash)', 'node', [
    'scripts/reliability.mjs',
    '--short',
    'tests/reliability/faults.test.ts',
    'tests/reliability/deadlines.test.ts',
    'tests/reliability/crash.test.ts',
  ]);
}
vitest('component tests (web, admin)', ['--project', 'web', '--project', 'admin']);
// browser suites (site and dashboard): projects e2e-web and e2e-admin of vitest.config.ts, each starting its own server
let chromium = null;
try {
  chromium = ensureChromium();
} catch (error) {
  console.error(`\n=== browser tests not run: ${error.message}`);
  failedSuites.push('browser tests (no Chromium)');
}
// everything was built above: the suites need not build again
if (chromium) {
  const browser = { E2E_SKIP_BUILD: '1', CHROMIUM_PATH: chromium };
  for (const project of ['e2e-admin', 'e2e-web']) vitest(`browser tests (${project})`, ['--project', project], browser);
  // with PostgreSQL the browser suites ran on it: the triage workspace's journeys run on SQLite too
  if (process.env.TEST_DATABASE_URL)
    vitest(
      'browser tests of the triage workspace on SQLite',
      ['--project', 'e2e-admin', 'tests/e2e/admin/triage.spec.ts', 'tests/e2e/admin/triage-contract.spec.ts'],
      { ...browser, ...sqliteEnv },
    );
}

console.log(`\n${failedSuites.length ? `failed suites: ${failedSuites.join('; ')}` : 'all suites passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites.length || totals.failed ? 1 : 0);
