// Resume uploads: server RSS growth (VmRSS of the server process, sampled every 20 ms, peak minus
// the level just before) for one 10 MiB upload, ten at once, and a 100 MB body cut at the cap.
// Bodies are generated as streams: the bench never holds a whole upload in memory.
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { sampleRss } from './rss.mjs';
import { startServer } from './server.mjs';
import { bm, fmt, MiB, row } from './table.mjs';

const BOUNDARY = '----school-bench-7d1f0c';
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

function multipartHead() {
  const field = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.from(
    field('name', 'Ravi Kumar') +
      field('email', 'ravi@example.org') +
      field('message', 'I teach tabla and harmonium.') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
}
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** A streamed multipart body whose file part is `fileBytes` long and starts with a PDF signature. */
function body(fileBytes) {
  const head = multipartHead();
  function* parts() {
    yield head;
    const pdf = Buffer.from('%PDF-1.4\n%bench\n');
    yield pdf;
    let left = fileBytes - pdf.length;
    while (left > 0) {
      const n = Math.min(left, CHUNK.length);
      yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
      left -= n;
    }
    yield TAIL;
  }
  return { stream: Readable.from(parts(), { objectMode: false }), length: head.length + fileBytes + TAIL.length };
}

/** POSTs one application; resolves with the status as soon as the answer arrives (even mid-upload). */
function upload(url, fileBytes, { chunked = false } = {}) {
  return new Promise((resolve, reject) => {
    const { stream, length } = body(fileBytes);
    const req = request(
      `${url}/api/v1/submitteacherapplication`,
      {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          ...(chunked ? {} : { 'content-length': length }),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          stream.destroy();
          resolve(res.statusCode);
        });
      },
    );
    req.on('error', (error) => (stream.destroyed ? undefined : reject(error)));
    stream.pipe(req);
  });
}

async function measure(server, what, fn) {
  const sampler = await sampleRss(server.pid);
  const t0 = performance.now();
  const statuses = await fn();
  const ms = performance.now() - t0;
  const { growth } = await sampler.stop({ settleMs: 500 });
  return { growth, ms, statuses };
}

export async function runUpload(log) {
  const server = await startServer();
  const rows = [];
  const notes = [];
  try {
    if ((await upload(server.url, 1024)) !== 201) throw new Error('a 1 KB PDF upload was not accepted (201)');
    const scenarios = [
      {
        what: 'One 10 MiB resume upload: server RSS growth',
        runs: 3,
        limit: 24 * MiB,
        expect: 201,
        fn: () => Promise.all([upload(server.url, 10 * MiB)]),
      },
      {
        what: 'Ten 10 MiB resume uploads at once: server RSS growth',
        runs: 3,
        limit: 160 * MiB,
        expect: 201,
        fn: () => Promise.all(Array.from({ length: 10 }, () => upload(server.url, 10 * MiB))),
      },
      {
        what: 'A 100 MB request cut at the cap (413): server RSS growth',
        runs: 2,
        limit: 24 * MiB,
        expect: 413,
        fn: () => Promise.all([upload(server.url, 100_000_000)]),
      },
      {
        what: 'A 100 MB chunked request (no length) cut at the cap (413): server RSS growth',
        runs: 2,
        limit: 24 * MiB,
        expect: 413,
        fn: () => Promise.all([upload(server.url, 100_000_000, { chunked: true })]),
      },
    ];
    for (const sc of scenarios) {
      const results = [];
      for (let i = 0; i < sc.runs; i++) {
        const r = await measure(server, sc.what, sc.fn);
        results.push(r);
        log(
          `  upload ${sc.what.split(':')[0]} #${i + 1}: RSS +${fmt.mib(r.growth)} in ${fmt.ms(r.ms)}, statuses ${[...new Set(r.statuses)].join(',')}`,
        );
      }
      const growths = results.map((r) => r.growth);
      const statusesOk = results.every((r) => r.statuses.every((s) => s === sc.expect));
      const statuses = [...new Set(results.flatMap((r) => r.statuses))].join(', ');
      const worst = Math.max(...growths);
      rows.push(
        row(
          sc.what,
          `${bm(growths, fmt.mib, false)}, worst ${fmt.mib(worst)} (answers ${statuses}; ${bm(
            results.map((r) => r.ms),
            fmt.ms,
            false,
          )})`,
          `≤ ${sc.limit / MiB} MiB, all ${sc.expect}`,
          statusesOk && worst <= sc.limit,
        ),
      );
    }
    notes.push(
      "Upload: multipart POST /api/v1/submitteacherapplication with a %PDF- file, streamed by the bench; the server stores resumes in a separate S3 store process (scripts/s3-store.mjs), so the RSS is the server's own; the first run on a fresh server is included; pass on the worst run (memory is a limit, not an average).",
    );
  } finally {
    await server.stop();
  }
  return { rows, notes };
}
