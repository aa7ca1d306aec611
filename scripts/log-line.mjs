// The server logs JSON lines (pino), for machines; npm run dev shows them for a person: the time, the level,
// the message and what the request was. A line that is not a log record is shown as it is.
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

export function readableLogLine(line) {
  if (!line.startsWith('{')) return line;
  let record;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null || !('level' in record)) return line;
  const time = new Date(record.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[record.level] ?? String(record.level);
  const request = record.req ? ` ${record.req.method} ${record.req.url}` : '';
  const answer = record.res ? ` → ${record.res.statusCode}` : '';
  const took = typeof record.responseTime === 'number' ? ` ${Math.round(record.responseTime)} ms` : '';
  const error = record.err ? `\n  ${record.err.stack ?? record.err.message}` : '';
  return `${time} ${level} ${record.msg ?? ''}${request}${answer}${took}${error}`;
}
