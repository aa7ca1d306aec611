// Start of a built server on a fresh data dir (migrations included, disk object store as in
// `npm start`) to the first 200 on /healthz; three starts, best and median.
import { startServer, waitHealthy } from './server.mjs';
import { bm, fmt, median, row } from './table.mjs';

const RUNS = 3;

export async function runStartup(log) {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const server = await startServer({ s3: false, wait: false });
    try {
      const ms = await waitHealthy(server, { everyMs: 5 });
      times.push(ms);
      log(`  startup ${i + 1}: ${fmt.ms(ms)}`);
    } finally {
      await server.stop();
    }
  }
  return {
    rows: [
      row(
        'Start of a built server to /healthz 200 (fresh data dir)',
        bm(times, fmt.s, false),
        '≤ 1.5 s',
        median(times) <= 1500,
      ),
    ],
    notes: [
      `Startup: ${RUNS} spawns of node server/dist/main.js with a fresh DATA_DIR (migrations run) and the disk object store; pass on the median.`,
    ],
  };
}
