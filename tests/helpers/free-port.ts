import { createServer } from 'node:net';

/**
 * Ports handed out by this process and not yet listened on by their owner: a port is only free for the
 * moment it is probed, so two probes in a row (an SMTP sink that starts "down", then a server) could be
 * given the same one. Every port is handed out once per process.
 */
const handedOut = new Set<number>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        if (handedOut.has(port)) return resolve(freePort());
        handedOut.add(port);
        resolve(port);
      });
    });
  });
}
