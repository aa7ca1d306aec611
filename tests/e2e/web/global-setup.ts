import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy after 30 s:\n${log()}`);
}

/** Builds the site (unless E2E_SKIP_BUILD=1), starts the built server on a free port with a fresh data dir. */
export default async function setup(project: TestProject) {
  const main = join(repoRoot, 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('server/dist/main.js is missing: run `npm run build -w server` first');
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'web-e2e-'));
  let output = '';
  const server = spawn(process.execPath, [main], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_FORMS: '0', RATE_LIMIT_TRACKING: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseURL}/healthz`, server, () => output);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
