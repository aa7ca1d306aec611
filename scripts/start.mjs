// npm start: build whatever is not built yet or older than its sources, then run the server (PORT, default 5000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './dotenv.mjs';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion('start');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
loadDotEnv(root, 'start');
const at = (path) => join(root, path);
const hasBuildScript = (workspace) =>
  Boolean(JSON.parse(readFileSync(at(`${workspace}/package.json`), 'utf8')).scripts?.build);

const parts = [
  ['common', 'common/dist/index.js'],
  ['server', 'server/dist/main.js'],
  ['web', 'web/dist/index.html'],
  ['admin', 'admin/dist/index.html'],
];
/** The newest modification time of the files under a folder (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((latest, entry) => Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs), 0);
}
const stale = (workspace, output) =>
  !existsSync(at(output)) ||
  Math.max(newest(at(`${workspace}/src`)), statSync(at(`${workspace}/package.json`)).mtimeMs) >
    statSync(at(output)).mtimeMs;

let rebuild = false;
for (const [workspace, output] of parts) {
  // a part is rebuilt when its output is missing or older than its sources (after a git pull, an edit), and so
  // is everything after it that depends on it
  rebuild ||= stale(workspace, output);
  if (!rebuild || !hasBuildScript(workspace)) continue;
  console.log(`[start] building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [at('server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
