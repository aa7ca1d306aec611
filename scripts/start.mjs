// npm start: build whatever is not built yet, then run the server (PORT, default 5000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Node 24 is the supported runtime (the image and CI); older Nodes still start, with a notice (README).
const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < 24)
  console.warn(
    `[start] Node ${process.versions.node}: Node 24 LTS is the supported runtime (scripts/node24.sh fetches it); continuing`,
  );

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const at = (path) => join(root, path);
const hasBuildScript = (workspace) =>
  Boolean(JSON.parse(readFileSync(at(`${workspace}/package.json`), 'utf8')).scripts?.build);

const parts = [
  ['common', 'common/dist/index.js'],
  ['server', 'server/dist/main.js'],
  ['web', 'web/dist/index.html'],
  ['admin', 'admin/dist/index.html'],
];
let rebuild = false;
for (const [workspace, output] of parts) {
  // a part is rebuilt when its output is missing, and so is everything after it that depends on it
  rebuild ||= !existsSync(at(output));
  if (!rebuild || !hasBuildScript(workspace)) continue;
  console.log(`[start] building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [at('server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
