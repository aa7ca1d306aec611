// npm run test:reliability — the reliability suite at full scale (RELIABILITY_SCALE=full), then its
// table. npm test runs the same suite at a short scale through this script with --short.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const short = process.argv.includes('--short');
const report = join(mkdtempSync(join(tmpdir(), 'school-reliability-')), 'rows.jsonl');
const extra = process.argv.slice(2).filter((a) => a !== '--short');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'reliability', ...extra], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RELIABILITY_SCALE: short ? 'short' : 'full', RELIABILITY_REPORT: report },
});

const rows = existsSync(report)
  ? readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  : [];
console.log(
  `\n## Reliability (${short ? 'short' : 'full'} run, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})\n`,
);
console.log('| Section | What | Measured | Target | Result |');
console.log('|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.section} | ${r.what} | ${r.measured} | ${r.target} | ${r.pass ? 'pass' : '**FAIL**'} |`);
process.exit(result.status ?? 1);
