/** Rows for the reliability table: each test appends what it measured; scripts/reliability.mjs prints them. */
import { appendFileSync } from 'node:fs';

export interface ReportRow {
  section: string;
  what: string;
  measured: string;
  target: string;
  pass: boolean;
}

export function record(row: ReportRow): void {
  const file = process.env.RELIABILITY_REPORT;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
  else
    console.log(
      `[reliability] ${row.section} | ${row.what} | ${row.measured} | ${row.target} | ${row.pass ? 'pass' : 'FAIL'}`,
    );
}

/** 'short' inside npm test, 'full' for npm run test:reliability. */
export const full = process.env.RELIABILITY_SCALE === 'full';
export const scale = (short: number, long: number) => (full ? long : short);
