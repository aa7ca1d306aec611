// Spawning for the benchmarks: the built server (node server/dist/main.js) on a free port with a
// temporary data dir, an optional separate S3 store (scripts/s3-store.mjs), and the node:http echo.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as netServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** The admin account the server creates at its first start (the bench's own, unless the env sets one). */
export const admin = {
  email: process.env.ADMIN_EMAIL || 'bench-admin@example.org',
  password: process.env.ADMIN_PASSWORD || `Bench-${randomBytes(12).toString('base64url')}-9a`,
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = netServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export function tempDir(prefix = 'school-bench-') {
  return mkdtempSync(join(tmpdir(), prefix));
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** A standalone S3 store, like the integration tests use, so the server's RSS is the server's alone. */
export async function startS3Store(dir) {
  const port = await freePort();
  const accessKey = `BENCH${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretKey = randomBytes(18).toString('base64url');
  const child = spawn(process.execPath, [join(root, 'scripts/s3-store.mjs')], {
    env: { ...process.env, S3_PORT: String(port), S3_DIR: dir, S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    const onData = (c) => {
      out += c;
      if (/s3-store ready/.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`s3 store exited with ${code}: ${out}`)));
    setTimeout(() => reject(new Error(`s3 store did not start: ${out}`)), 30_000).unref();
  });
  return {
    env: {
      MINIO_ENDPOINT: '127.0.0.1',
      MINIO_PORT: String(port),
      MINIO_ACCESS_KEY: accessKey,
      MINIO_SECRET_KEY: secretKey,
      MINIO_USE_SSL: 'false',
    },
    stop: () => stopChild(child),
  };
}

/**
 * Spawns the built server. Options: dataDir (kept if given), env (extra), s3 (true: separate store),
 * wait (default true: until /healthz answers 200). Returns { url, pid, dataDir, spawnedAt, logs, stop }.
 */
export async function startServer({ dataDir, env = {}, s3 = true, wait = true } = {}) {
  const ownDir = !dataDir;
  const dir = dataDir ?? tempDir();
  const store = s3 ? await startS3Store(join(dir, 's3')) : null;
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SCHOOL_REPLY_TO: 'office@raagarambh.in', // production refuses a reply address nobody reads
      SESSION_SECRET: randomBytes(36).toString('base64url'),
      MINIO_BUCKET: 'bench-uploads',
      RATE_LIMIT_FORMS: '0',
      RATE_LIMIT_TRACKING: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(store?.env ?? {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const server = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid,
    dataDir: dir,
    spawnedAt,
    child,
    logs: () => output,
    stop: async ({ keep = !ownDir } = {}) => {
      await stopChild(child);
      await store?.stop();
      if (!keep) rmSync(dir, { recursive: true, force: true });
    },
  };
  if (wait) {
    try {
      await waitHealthy(server);
    } catch (error) {
      await server.stop();
      throw error;
    }
  }
  return server;
}

/** Polls /healthz until 200; resolves with ms since spawn. */
export async function waitHealthy(server, { timeoutMs = 60_000, everyMs = 10 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.logs()}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - server.spawnedAt;
    } catch {
      // not listening yet
    }
    await sleep(everyMs);
  }
  throw new Error(`server did not answer /healthz 200 in time:\n${server.logs()}`);
}

/** The reference: scripts/bench/echo.mjs in its own process (a bare node:http 201 answer). */
export async function startEcho() {
  const child = spawn(process.execPath, [join(root, 'scripts/bench/echo.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      const m = out.match(/echo ready (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`echo exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}
