/** npm run dev shows the server's JSON log lines as a person reads them (scripts/log-line.mjs). */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the scripts, without types
import { readableLogLine } from '../../../scripts/log-line.mjs';

const line = (record: Record<string, unknown>) => readableLogLine(JSON.stringify(record)) as string;

describe('readableLogLine', () => {
  it('writes a request as its time, level, message, method, path, status and duration', () => {
    const time = new Date(2026, 10, 28, 14, 5, 9).getTime();
    expect(
      line({
        level: 30,
        time,
        msg: 'request completed',
        req: { method: 'POST', url: '/graphql' },
        res: { statusCode: 201 },
        responseTime: 12.4,
      }),
    ).toBe('14:05:09 info request completed POST /graphql → 201 12 ms');
  });

  it('puts an error in capitals with its stack under it, and leaves what is not a log record as it is', () => {
    const text = line({
      level: 50,
      time: 0,
      msg: 'graphql resolver failed',
      err: { message: 'x', stack: 'Error: x\n    at y' },
    });
    expect(text).toMatch(/ ERROR graphql resolver failed\n {2}Error: x\n {4}at y$/);
    expect(readableLogLine('[node24] using Node 24')).toBe('[node24] using Node 24');
    expect(readableLogLine('{not json')).toBe('{not json');
  });
});
