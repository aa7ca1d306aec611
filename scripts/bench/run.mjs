// npm run bench [-- --only api,site,upload,image,admin,booking,lessons,billing,startup]
// Builds what is missing, runs each part, prints one markdown table and writes .bench/latest.md (and, when
// every part ran, the latest run in docs/benchmarks.md).
// Exit code 0 even when targets are missed (it is a report); non-zero only if the harness fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from './server.mjs';
import { writeLatestRun } from './docs.mjs';
import { na, renderTable } from './table.mjs';

const PARTS = ['startup', 'api', 'upload', 'image', 'admin', 'booking', 'lessons', 'billing', 'site'];
const arg = process.argv.indexOf('--only');
const only =
  arg > -1
    ? process.argv[arg + 1]
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : PARTS;
const unknown = only?.filter((p) => !PARTS.includes(p)) ?? [];
if (!only?.length || unknown.length) {
  console.error(
    `usage: npm run bench [-- --only ${PARTS.join('|')}[,…]]${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`,
  );
  process.exit(2);
}

const started = Date.now();
const loadBefore = loadavg()[0];
const log = (msg) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)}s] ${msg}`);

if (!existsSync(join(root, 'server/dist/main.js')) || !existsSync(join(root, 'web/dist/index.html'))) {
  log('server/dist or web/dist is missing: npm run build');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', process.stderr, process.stderr] });
  if (built.status !== 0) {
    console.error('bench: the build failed');
    process.exit(1);
  }
}

// Each part returns { rows, notes }. A part that throws becomes n/a rows with the reason; the
// harness itself fails (exit 1) only when every selected part failed.
const loaders = {
  startup: async () => (await import('./startup.mjs')).runStartup(log),
  api: async () => (await import('./api.mjs')).runApi(log),
  upload: async () => (await import('./upload.mjs')).runUpload(log),
  image: async () => (await import('./content-image.mjs')).runContentImage(log),
  admin: async () => (await import('./admin.mjs')).runAdmin(log),
  booking: async () => (await import('./booking.mjs')).runBooking(log),
  lessons: async () => (await import('./lessons.mjs')).runLessons(log),
  billing: async () => (await import('./billing.mjs')).runBilling(log),
  site: async () => (await import('./site.mjs')).runSite(log),
};
const rows = [];
const notes = [];
let failures = 0;
for (const part of PARTS.filter((p) => only.includes(p))) {
  log(`${part}…`);
  const t0 = Date.now();
  try {
    const result = await loaders[part]();
    rows.push(...result.rows);
    notes.push(...result.notes);
  } catch (error) {
    failures++;
    log(`${part} failed: ${error?.stack ?? error}`);
    rows.push(
      na(
        `${part} (part failed)`,
        '—',
        String(error?.message ?? error)
          .split('\n')[0]
          .slice(0, 160),
      ),
    );
  }
  log(`${part} done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const stamp = new Date().toISOString().replace('T', ' ').slice(0, 16);
const header = `Benchmarks, ${stamp} UTC, this machine: ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; total ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end (other work on the machine skews absolute numbers; ratios are A/B in the same run).`;
const table = `${header}\n\n${renderTable(rows, notes)}\n`;
console.log(`\n${table}`);
mkdirSync(join(root, '.bench'), { recursive: true });
writeFileSync(join(root, '.bench/latest.md'), table);
log('written to .bench/latest.md');
if (only.length === PARTS.length)
  log(
    writeLatestRun(root, table)
      ? 'and to docs/benchmarks.md'
      : 'docs/benchmarks.md has no bench:latest markers: not written',
  );
process.exit(failures > 0 && failures === only.length ? 1 : 0);
