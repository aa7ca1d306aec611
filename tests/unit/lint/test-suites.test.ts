/**
 * Which suite a server test belongs to. `npm run test:quick` runs the integration project: the server in process,
 * seconds a file. A file that starts the server as a process (startServer, spawnServer, startExpectingExit) is a
 * system test and is named *.system.test.ts, so the system project runs it (npm test) and the inner loop stays fast;
 * so are the in-process files that take long by design (parts failing on purpose, 100,000 rows, LibreOffice).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const integration = join(root, 'tests/integration');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? testFiles(join(dir, entry.name))
      : entry.name.endsWith('.test.ts')
        ? [relative(root, join(dir, entry.name))]
        : [],
  );
}

const STARTS_A_PROCESS = /\b(startServer|spawnServer|startExpectingExit)\(/;

describe('the server test suites', () => {
  const files = testFiles(integration);

  it('finds both kinds of file', () => {
    expect(files.filter((file) => file.endsWith('.system.test.ts')).length).toBeGreaterThan(10);
    expect(files.filter((file) => !file.endsWith('.system.test.ts')).length).toBeGreaterThan(50);
  });

  it('names every file that starts a server process *.system.test.ts', () => {
    const misplaced = files.filter(
      (file) => !file.endsWith('.system.test.ts') && STARTS_A_PROCESS.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(misplaced).toEqual([]);
  });
});
