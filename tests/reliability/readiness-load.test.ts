/**
 * Readiness under a fleet of checkers, through a real server process: 200 callers polling /readyz at
 * the same moment, with 1,000 resumes in the store, all answered 200 while the forms' median time rises
 * by at most 20 %. A timing test: it runs here, one file at a time (fileParallelism false), since other
 * test files running beside it on a small machine move the medians by more than that.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessage, pdfBytes, teacherApplication } from '../fixtures/submissions';
import { startServer, type TestServer } from '../helpers/server';
import { record } from './report';

function submitApplication(server: TestServer): Promise<number> {
  const form = new FormData();
  for (const [key, value] of Object.entries(teacherApplication)) form.append(key, value);
  form.append('resume', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'cv.pdf');
  return fetch(`${server.url}/api/v1/submitteacherapplication`, { method: 'POST', body: form }).then(async (r) => {
    await r.arrayBuffer();
    return r.status;
  });
}

describe('200 concurrent readiness callers with 1,000 stored resumes', () => {
  const CALLERS = 200;
  /** Each checker polls every 250 ms, all of them at the same moment (the worst case for concurrency). */
  const PERIOD_MS = 250;
  let server: TestServer;
  let dataDir: string;

  beforeAll(async () => {
    // 1,000 resumes in the default disk store (DATA_DIR/objects/<bucket>/resumes), there before the start
    dataDir = mkdtempSync(join(tmpdir(), 'school-health-'));
    const resumes = join(dataDir, 'objects', 'test-uploads', 'resumes');
    mkdirSync(resumes, { recursive: true });
    for (let i = 0; i < 1000; i++) writeFileSync(join(resumes, `${randomUUID()}-cv-${i}.pdf`), pdfBytes(String(i)));
    server = await startServer({ s3: false, dataDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers every caller 200, and the forms' p50 rises by at most 20 %", async () => {
    expect(await submitApplication(server)).toBe(201);
    expect(readdirSync(join(dataDir, 'objects', 'test-uploads', 'resumes'))).toHaveLength(1001); // same store as the seeds

    const callers = fork(
      resolve(__dirname, '../helpers/readiness-callers.mjs'),
      [server.url, String(CALLERS), String(PERIOD_MS), '/readyz'],
      { stdio: 'inherit', execArgv: [] },
    );
    const done = new Promise<{ requests: number; waves: number; statuses: Record<string, number> }>((settle) =>
      callers.once('message', settle as never),
    );
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const body = JSON.stringify(contactMessage);
    /** `count` sequential contact submissions, 10 ms apart, each timed from request to the end of its answer. */
    const submissions = async (count: number): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < count; i++) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/submitcontact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        times.push(performance.now() - started);
        expect(response.status).toBe(201);
        await pause(10);
      }
      return times;
    };
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    try {
      // the first waves alone: 200 callers at once, all answered 200
      callers.send('on');
      await pause(4 * PERIOD_MS);
      callers.send('off');
      await submissions(50); // warm-up, not counted

      // 12 rounds, quiet and loaded blocks alternating (the order flips every round) so the machine's
      // own drift hits both alike; each loaded block spans more than one wave of 200 callers
      const quiet: number[] = [];
      const loaded: number[] = [];
      for (let round = 0; round < 12; round++) {
        for (const withCallers of round % 2 === 0 ? [true, false] : [false, true]) {
          if (!withCallers) {
            quiet.push(...(await submissions(25)));
            continue;
          }
          callers.send('on');
          await pause(PERIOD_MS + 50);
          loaded.push(...(await submissions(25)));
          callers.send('off');
          await pause(PERIOD_MS + 50); // the wave under way ends before the next quiet block
        }
      }
      callers.send('stop');
      const fleet = await done;
      const ratio = median(loaded) / median(quiet);
      const allAnswered = JSON.stringify(fleet.statuses) === JSON.stringify({ 200: fleet.requests });
      record({
        section: 'health',
        what: `${CALLERS} readiness callers every ${PERIOD_MS} ms: /readyz answers, and the contact form's p50 beside them`,
        measured: `${fleet.requests} answers ${JSON.stringify(fleet.statuses)}; p50 ${median(quiet).toFixed(2)} → ${median(loaded).toFixed(2)} ms (x${ratio.toFixed(3)})`,
        target: 'every answer 200; p50 at most x1.2',
        pass: allAnswered && fleet.requests >= CALLERS * 12 && ratio <= 1.2,
      });
      console.log(
        `readiness fleet: ${fleet.requests} answers in ${fleet.waves} waves of ${CALLERS}, ${JSON.stringify(fleet.statuses)}; ` +
          `contact p50 ${median(quiet).toFixed(2)} ms quiet, ${median(loaded).toFixed(2)} ms with the callers (x${ratio.toFixed(3)}), ${quiet.length} + ${loaded.length} submissions`,
      );
      expect(fleet.statuses).toEqual({ 200: fleet.requests });
      expect(fleet.requests).toBeGreaterThanOrEqual(CALLERS * 12);
      expect(ratio).toBeLessThanOrEqual(1.2);
    } finally {
      if (callers.exitCode === null) callers.kill();
    }
  }, 120_000);
});
