// Puts a full bench run's table into docs/benchmarks.md, between its bench:latest markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const START = '<!-- bench:latest -->';
const END = '<!-- /bench:latest -->';

/** Replaces the latest run in docs/benchmarks.md; false (and nothing written) when the markers are gone. */
export function writeLatestRun(root, table) {
  const file = join(root, 'docs/benchmarks.md');
  const text = readFileSync(file, 'utf8');
  const from = text.indexOf(START);
  const to = text.indexOf(END);
  if (from < 0 || to < from) return false;
  writeFileSync(file, `${text.slice(0, from + START.length)}\n${table.trim()}\n${text.slice(to)}`);
  return true;
}
