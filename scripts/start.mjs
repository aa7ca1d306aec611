// npm start: build whatever is not built yet or older than its sources, then run the server (PORT, default 5000).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale, PARTS } from './build-stale.mjs';
import { loadDotEnv } from './dotenv.mjs';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion('start');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
loadDotEnv(root, 'start');
const at = (path) => join(root, path);
// what is not built yet or older than its sources (after a git pull, an edit) is built first
if (
  !buildStale(
    root,
    PARTS.map(([workspace]) => workspace),
    'start',
  )
)
  process.exit(1);

const server = spawn(process.execPath, [at('server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
