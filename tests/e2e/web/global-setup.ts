import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { spawnServer } from '../../helpers/server';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

/** The server is up (spawnServer waits for /livez); the pages need it ready too (database, storage). */
async function waitForReady(url: string, logs: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (
    (await fetch(`${url}/healthz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (Date.now() > deadline) throw new Error(`server not ready after 30 s:\n${logs()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Builds the site (unless E2E_SKIP_BUILD=1), starts the built server on a free port with a fresh data dir. */
export default async function setup(project: TestProject) {
  const main = join(repoRoot, 'server', 'dist', 'main.js');
  if (!existsSync(main)) throw new Error('server/dist/main.js is missing: run `npm run build -w server` first');
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'web-e2e-'));
  const server = await spawnServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const baseURL = server.url;
  await waitForReady(baseURL, server.logs);
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);

  return async () => {
    await server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
