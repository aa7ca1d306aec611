/**
 * A TCP proxy in front of PostgreSQL that resets connections on cue: once armed with a byte count,
 * every connection through it is reset (RST) as soon as that many more bytes have gone from the
 * server under test to the database, wherever that falls in a query or a transaction.
 */
import { connect, createServer, type Socket } from 'node:net';
import { freePort } from './free-port';

export interface ResetProxy {
  port: number;
  /** Resets every connection once `bytes` more bytes have been sent towards the database. */
  arm(bytes: number): void;
  /** Stops resetting; answers whether a reset happened since arm(). */
  disarm(): boolean;
  close(): Promise<void>;
}

export async function startResetProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<ResetProxy> {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let budget: number | null = null;
  let reset = false;
  const resetAll = () => {
    reset = true;
    budget = null;
    for (const socket of sockets) socket.resetAndDestroy();
    sockets.clear();
  };
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk: Buffer) => {
      if (budget !== null) {
        budget -= chunk.length;
        if (budget < 0) return resetAll();
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    port,
    arm(bytes) {
      reset = false;
      budget = bytes;
    },
    disarm() {
      budget = null;
      return reset;
    },
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
