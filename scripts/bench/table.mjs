// Rows of the report and the markdown table. A row: { what, measured, target, pass } where pass is
// true (Pass), false (Miss) or null (n/a, e.g. a part that is not built yet or failed).
export const MiB = 1024 * 1024;

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
export const best = (xs, higherIsBetter = true) => (higherIsBetter ? Math.max(...xs) : Math.min(...xs));
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export const fmt = {
  int: (n) => Math.round(n).toLocaleString('en-US'),
  ms: (n) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(n < 10 ? 1 : 0)} ms`),
  s: (ms) => `${(ms / 1000).toFixed(2)} s`,
  mib: (b) => `${(b / MiB).toFixed(1)} MiB`,
  kb: (b) => `${(b / 1000).toFixed(1)} KB`,
  ratio: (r) => r.toFixed(3),
};

/** "best / median" of a series. */
export const bm = (xs, format, higherIsBetter = true) => `${format(best(xs, higherIsBetter))} / ${format(median(xs))}`;

export const row = (what, measured, target, pass) => ({ what, measured, target, pass });
export const na = (what, target, why) => row(what, `n/a (${why})`, target, null);

export function renderTable(rows, notes = []) {
  const esc = (s) => String(s).replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    '| What | Measured (best / median) | Target | Pass/Miss |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${esc(r.what)} | ${esc(r.measured)} | ${esc(r.target)} | ${r.pass === null ? 'n/a' : r.pass ? 'Pass' : '**Miss**'} |`,
    ),
  ];
  if (notes.length) lines.push('', 'Notes:', ...notes.map((n) => `- ${n}`));
  return lines.join('\n');
}
