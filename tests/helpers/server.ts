/**
 * The one starter of server processes for the tests that need a real process (crash, signals,
 * sockets, heap limits, several servers on one database, the browser suites); everything else
 * builds the app in process (./app.ts). spawnServer starts the built server (server/dist/main.js)
 * the way `npm start` runs it; startServer adds a temporary data folder, its own database and, by
 * default, its own S3 store whose keys the test knows, so tests can look inside the bucket.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as Minio from 'minio';
import { createTestDatabase, type TestDatabase } from './database';
import { freePort } from './free-port';
import { SCHOOL_ZONE } from './school-clock';

const root = resolve(__dirname, '../..');

export interface S3Store {
  port: number;
  env: Record<string, string>;
  client: Minio.Client;
  /** SIGTERM by default; SIGKILL for a store that dies. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** SIGKILL now, without waiting (a process on its way out cannot wait). */
  kill(): void;
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string, timeoutMs = 30_000): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(pattern);
      if (match) {
        clearTimeout(timer);
        resolvePromise(match[1] ?? match[0]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with ${code}:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** Starts an S3 store on `dir`; with `again`, a stopped store comes back on the same port with the same keys. */
export async function startS3Store(dir: string, again?: S3Store): Promise<S3Store> {
  const port = again?.port ?? (await freePort());
  const accessKey = again?.env.MINIO_ACCESS_KEY ?? `TEST${randomBytes(6).toString('hex').toUpperCase()}`;
  const secretKey = again?.env.MINIO_SECRET_KEY ?? randomBytes(18).toString('base64url');
  const child = spawn(process.execPath, [join(root, 'scripts/s3-store.mjs')], {
    env: { ...process.env, S3_PORT: String(port), S3_DIR: dir, S3_ACCESS_KEY: accessKey, S3_SECRET_KEY: secretKey },
    // the IPC channel: the store exits when this process dies, however it dies
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.unref();
  child.channel?.unref();
  await waitForLine(child, /s3-store ready (\d+)/, 's3 store');
  const client = new Minio.Client({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey,
    secretKey,
    region: 'us-east-1',
    pathStyle: true,
  });
  return {
    port,
    client,
    env: {
      MINIO_ENDPOINT: '127.0.0.1',
      MINIO_PORT: String(port),
      MINIO_ACCESS_KEY: accessKey,
      MINIO_SECRET_KEY: secretKey,
      MINIO_USE_SSL: 'false',
    },
    stop: (signal) => stopChild(child, signal),
    kill: () => void child.kill('SIGKILL'),
  };
}

/** A server process (server/dist/main.js) up and listening on its port. */
export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  logs: () => string;
  /** Sends the signal (SIGTERM by default) and waits for the exit; SIGKILL after 10 s. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** The built server as a child process with the tests' defaults and `env`; its output collected. */
function serverChild(env: Record<string, string>, port: number): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, [join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_FORMS: '0',
      RATE_LIMIT_TRACKING: '0',
      SCHOOL_TIME_ZONE: SCHOOL_ZONE,
      RATE_LIMIT_BOOKING: '0',
      RATE_LIMIT_SLOTS: '0',
      // the billing calendar drafts last month on its own: tests that need it call it (billing/schedule.test.ts)
      BILLING_SCHEDULE: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  return { child, output: () => output };
}

/** Starts the server expecting it to refuse to start: answers its exit code and output (SIGKILL after 20 s). */
export function startExpectingExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, output } = serverChild({ PORT: '0', ...env }, 0);
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output: output() });
    });
  });
}

/**
 * Starts the built server with the tests' defaults (loopback, warnings only, no rate limits) and `env`,
 * and waits until this process answers /livez on its port; whether it is ready is each test's business.
 * Without `port`, a free one: when another test's server takes it between the check and the bind,
 * this one exits with EADDRINUSE and starts again on another.
 */
export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const chosen = port ?? (await freePort());
    const { child, output: logs } = serverChild(env, chosen);
    const url = `http://127.0.0.1:${chosen}`;
    try {
      await waitUntilLive(url, child, chosen, logs);
    } catch (error) {
      if (port !== undefined || attempt >= 3 || !logs().includes('EADDRINUSE')) throw error;
      continue;
    }
    return { url, port: chosen, pid: child.pid!, child, logs, kill: (signal) => stopChild(child, signal) };
  }
}

export interface TestServer {
  /** The server process id (e.g. to read its memory from /proc). */
  pid: number;
  url: string;
  dataDir: string;
  db: TestDatabase;
  s3: S3Store | null;
  bucket: string;
  logs: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** false: the server uses its disk store under DATA_DIR/objects. A store: share it (the caller stops it). */
  s3?: boolean | S3Store;
  /** Share this database with other servers (the caller drops it); by default each server gets a fresh one. */
  db?: TestDatabase;
  /** Share this data folder with other servers (the caller removes it); by default each server gets a fresh one. */
  dataDir?: string;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'school-test-'));
  const db = options.db ?? (await createTestDatabase(dataDir, { migrated: true }));
  const sharedS3 = typeof options.s3 === 'object' ? options.s3 : null;
  const s3 = sharedS3 ?? (options.s3 === false ? null : await startS3Store(join(dataDir, 's3')));
  const bucket = 'test-uploads';
  const server = await spawnServer({
    DATA_DIR: dataDir,
    MINIO_BUCKET: bucket,
    ...db.env,
    ...(s3?.env ?? {}),
    ...options.env,
  });
  let stopped: Promise<void> | undefined;
  return {
    url: server.url,
    dataDir,
    db,
    s3,
    bucket,
    pid: server.pid,
    logs: server.logs,
    // once: a test may stop a server itself (to wait for its deliveries in flight) and its cleanup again
    stop: () =>
      (stopped ??= (async () => {
        await server.kill();
        if (!sharedS3) await s3?.stop();
        if (!options.db) await db.drop();
        if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
}

/** True when the process holds the listening TCP socket of this port (Linux: /proc/net/tcp and its fds). */
function listensOn(pid: number, port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        return target.startsWith('socket:[') && inodes.has(target.slice(8, -1));
      } catch {
        return false;
      }
    });
  } catch {
    return true; // no /proc here: trust the answer
  }
}

/** Waits until the process answers /livez (up and listening). */
async function waitUntilLive(url: string, child: ChildProcess, port: number, logs: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${logs()}`);
    try {
      const response = await fetch(`${url}/livez`);
      // the answer must come from this child, not from another test's server on the same port
      if (response.status === 200 && listensOn(child.pid!, port)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not answer /livez:\n${logs()}`);
}
