// npm test: build, then every suite — unit, server integration (SQLite, and PostgreSQL too when
// TEST_DATABASE_URL is set), the site's component tests and the browser tests — then each suite's time and
// one summary line.
// npm run test:quick (--quick): the inner loop, unit and server integration (in process) on SQLite only, after
// building the server and the site (the server renders web's pages); the system tests (*.system.test.ts: server
// processes, faults, LibreOffice) run in npm test.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';
import { ensureChromium } from './chromium.mjs';
import { checkNodeVersion } from './node-version.mjs';
import { ensureSoffice } from './soffice.mjs';

checkNodeVersion('test');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'school-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSuites = [];
const failedTests = [];
const times = [];
const quick = process.argv.includes('--quick');

/** Runs `step` (true when it succeeded) under a heading, and keeps its time for the summary. */
function timed(label, step) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const ok = step();
  times.push({ label, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) failedSuites.push(label);
  return ok;
}

function run(label, command, args, env = {}) {
  return timed(
    label,
    () => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0,
  );
}

function summary() {
  console.log('\n=== time per suite');
  for (const { label, seconds, ok } of times)
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${ok ? 'ok    ' : 'FAILED'}  ${label}`);
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`${total.toFixed(1).padStart(8)} s  total`);
  console.log(`\n${failedSuites.length ? `failed suites: ${failedSuites.join('; ')}` : 'all suites passed'}`);
  // the failing tests by name, so that the last lines of a red run say what to look at
  for (const name of failedTests) console.log(`  failed: ${name}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSuites.length || totals.failed ? 1 : 0);
}

function vitest(label, args, env = {}) {
  const output = join(reports, `${label.replace(/\W+/g, '-')}.json`);
  run(label, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${output}`], env);
  if (!existsSync(output)) return;
  const report = JSON.parse(readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    const where = `${label}: ${file.name.replace(`${root}/`, '')}`;
    for (const test of failed) failedTests.push(`${where} › ${test.fullName ?? test.title}`);
    // a file that failed outside any test (a hook, an import) has no failed test to name
    if (!failed.length && file.status === 'failed')
      failedTests.push(`${where} (${file.message?.split('\n')[0] ?? 'failed'})`);
  }
}

// quick builds the site too: the server renders its pages (publishing) from web's server build
// (quick builds only what is older than its sources: the inner loop after an edit to a test builds nothing)
const build = quick
  ? timed('build what changed (common, server, web)', () => buildStale(root, ['common', 'server', 'web'], 'test'))
  : run('build', 'npm', ['run', 'build']);
if (!build) {
  console.error('build failed: no tests run');
  process.exit(1);
}

const sqliteEnv = { TEST_DATABASE_URL: '' };
vitest('unit and server integration on SQLite', ['--project', 'unit', '--project', 'integration'], sqliteEnv);
if (quick) summary();
// LibreOffice for the spreadsheet test (installed here once, outside any test's time limit)
ensureSoffice();
vitest('system tests on SQLite (server processes, faults)', ['--project', 'system'], sqliteEnv);
// Files whose subject is not the database run once, on SQLite: a spreadsheet engine reading the CSV (the CSV's rows
// from PostgreSQL are exports.system.test.ts's), the HTTP drain, the upload spool's folders and files, an image worker
// killed from outside.
const NOT_ABOUT_THE_DATABASE = [
  'tests/integration/admin/spreadsheet.system.test.ts',
  'tests/integration/server/drain.system.test.ts',
  'tests/integration/scale/shared-data-volume.system.test.ts',
  'tests/integration/server/upload-limits/leftovers.system.test.ts',
  'tests/integration/server/upload-limits/graphql-errors.system.test.ts',
  'tests/integration/server/upload-limits/bytes-in-flight.system.test.ts',
  'tests/integration/content/image-worker-killed.system.test.ts',
];
if (process.env.TEST_DATABASE_URL) {
  vitest('server integration and system tests on PostgreSQL', [
    '--project',
    'integration',
    '--project',
    'system',
    ...NOT_ABOUT_THE_DATABASE.flatMap((file) => ['--exclude', file]),
  ]);
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run is skipped; .ci/run sets it)');
}
// The date logic at both ends of the school's day whatever the hour of the run: these files again with the
// school's clock at 23:30, then at 00:30 (TEST_SCHOOL_CLOCK, tests/helpers/school-clock.ts), on each database.
const DATE_TESTS = [
  'tests/integration/admin/triage.test.ts',
  'tests/integration/triage/overview.test.ts',
  'tests/integration/admin/retention.test.ts',
];
for (const clock of ['23:30', '00:30']) {
  vitest(`date tests at ${clock} school time on SQLite`, ['--project', 'integration', ...DATE_TESTS], {
    ...sqliteEnv,
    TEST_SCHOOL_CLOCK: clock,
  });
  if (process.env.TEST_DATABASE_URL)
    vitest(`date tests at ${clock} school time on PostgreSQL`, ['--project', 'integration', ...DATE_TESTS], {
      TEST_SCHOOL_CLOCK: clock,
    });
}
// the reliability suite at its short scale (npm run test:reliability runs it in full, with its table)
if (!run('reliability suite (short)', 'node', ['scripts/reliability.mjs', '--short'], sqliteEnv)) {
  console.log('(the reliability suite failed: see its table above)');
}
if (process.env.TEST_DATABASE_URL) {
  // the database faults, deadlines (frozen behind a proxy), crash durability and erasure under connection
  // resets on PostgreSQL too
  run('reliability on PostgreSQL (faults, deadlines, crash)', 'node', [
    'scripts/reliability.mjs',
    '--short',
    'tests/reliability/faults.test.ts',
    'tests/reliability/deadlines.test.ts',
    'tests/reliability/crash.test.ts',
    'tests/reliability/erasure-resets.test.ts',
  ]);
}
vitest('component tests (web, admin)', ['--project', 'web', '--project', 'admin']);
// browser suites (site and dashboard): projects e2e-web and e2e-admin of vitest.config.mts, each starting its own server
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

summary();
