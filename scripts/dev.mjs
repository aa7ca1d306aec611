// npm run dev: the whole product with reload, in one command.
//   API server  http://localhost:$PORT (5000)  common/ and server/ recompiled by tsc --watch, the server
//                                               restarted by node --watch when its output changes
//   site        http://localhost:5173          Vite dev server with hot reload, API calls proxied
//   dashboard   http://localhost:5174/admin/   Vite dev server with hot reload, API calls proxied
// Ctrl-C stops everything. The data folder is ./data, as with npm start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDotEnv } from './dotenv.mjs';
import { readableLogLine } from './log-line.mjs';
import { checkNodeVersion } from './node-version.mjs';

checkNodeVersion('dev');

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
loadDotEnv(root, 'dev');
const port = process.env.PORT ?? '5000';
const sitePort = process.env.DEV_SITE_PORT ?? '5173';
const adminPort = process.env.DEV_ADMIN_PORT ?? '5174';
const api = `http://localhost:${port}`;
const children = [];

function run(name, command, args, env = {}, onLine = () => {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const print = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      console.log(`[${name}] ${readableLogLine(line)}`);
      onLine(line);
    }
  };
  child.stdout.on('data', print);
  child.stderr.on('data', print);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? code}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The server build also bundles GraphiQL (once; it does not change while developing the API).
if (!existsSync(join(root, 'server/dist/graphiql/index.html')) || !existsSync(join(root, 'common/dist/index.js'))) {
  console.log('[dev] first build of common and server…');
  for (const workspace of ['common', 'server']) {
    const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const tsc = join(root, 'node_modules/typescript/bin/tsc');
const vite = join(root, 'node_modules/vite/bin/vite.js');
let serverStarted = false;
const watching = { common: false, server: false };
const startServerOnce = () => {
  if (serverStarted || !watching.common || !watching.server) return;
  serverStarted = true;
  run('api', process.execPath, ['--watch', 'server/dist/main.js'], {
    PORT: port,
    // the Vite dev servers are other origins: let the dashboard's sign-in through the Origin check
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? `http://localhost:${sitePort},http://localhost:${adminPort}`,
    GRAPHQL_INTROSPECTION: process.env.GRAPHQL_INTROSPECTION ?? 'true',
  });
  run('site', process.execPath, [vite, '--config', 'web/vite.config.ts', '--port', sitePort, '--strictPort'], {
    API_ORIGIN: api,
  });
  run('dashboard', process.execPath, [vite, '--config', 'admin/vite.config.ts', '--port', adminPort, '--strictPort'], {
    API_ORIGIN: api,
  });
  console.log(
    `[dev] site http://localhost:${sitePort}  dashboard http://localhost:${adminPort}/admin/  API ${api}/graphql`,
  );
};
for (const workspace of ['common', 'server']) {
  run(
    `tsc ${workspace}`,
    process.execPath,
    [tsc, '-p', `${workspace}/tsconfig.json`, '--watch', '--preserveWatchOutput'],
    {},
    (line) => {
      if (/Watching for file changes/.test(line)) {
        watching[workspace] = true;
        startServerOnce();
      }
    },
  );
}
