// Resident memory of a child process (Linux /proc), sampled while something runs.
import { readFileSync } from 'node:fs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** VmRSS of a process in bytes (Linux /proc). */
export function rssBytes(pid) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
  return match ? Number(match[1]) * 1024 : NaN;
}

/** Samples VmRSS every `everyMs`; stop() returns { baseline, peak, growth } in bytes. */
export async function sampleRss(pid, { everyMs = 20, baselineMs = 300 } = {}) {
  const base = [];
  const until = Date.now() + baselineMs;
  while (Date.now() < until) {
    base.push(rssBytes(pid));
    await sleep(everyMs);
  }
  const baseline = [...base].sort((a, b) => a - b)[Math.floor(base.length / 2)]; // median level before
  let peak = baseline;
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      /* exited */
    }
  }, everyMs);
  return {
    baseline,
    async stop({ settleMs = 300 } = {}) {
      await sleep(settleMs);
      clearInterval(timer);
      return { baseline, peak, growth: Math.max(0, peak - baseline) };
    },
  };
}
