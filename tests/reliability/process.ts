/**
 * A server process the reliability tests can kill -9 and start again on the same data folder and
 * database, which the ordinary test helper (start once, stop once) does not allow.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../helpers/free-port';

const root = resolve(__dirname, '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  logs(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function spawnServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const child = spawn(process.execPath, [resolve(root, 'server/dist/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PORT: String(chosen), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_FORMS: '0', RATE_LIMIT_TRACKING: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    // up and listening (/livez); whether it is ready (/readyz) is each test's business
    const status = await fetch(`${url}/livez`).then((r) => r.status, () => 0);
    if (status === 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url, child, logs: () => output,
    kill: (signal = 'SIGTERM') => new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    }),
  };
}
