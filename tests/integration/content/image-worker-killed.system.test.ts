/**
 * An image worker killed from outside while it works (kill -9: the OOM killer, an operator) says nothing
 * about the file: the editor is told to try again (503 SERVICE_UNAVAILABLE), not that the file is
 * damaged, and nothing is stored; the same file then uploads. It used to be refused as "could not be read".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoWithGps } from '../../fixtures/images';
import { ADMIN_ENV, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { uploadImage } from '../../helpers/images';

let server: TestApp;
let cookie: string;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** The pid of this process's image worker, once one runs. */
function imageWorker(): number | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--content-image-worker')) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

describe.skipIf(process.platform !== 'linux')('a killed image worker', () => {
  it('is told as "try again", stores nothing, and the same file uploads afterwards', async () => {
    const photo = await photoWithGps(3000, 2000);
    const upload = uploadImage(server.url, cookie, photo, 'concert.jpg', 'The spring concert');
    let pid: number | null = null;
    await expect.poll(() => (pid = imageWorker()), { timeout: 20_000, interval: 20 }).not.toBeNull();
    process.kill(pid!, 'SIGKILL');
    const { body } = await upload;
    expect(body.data?.uploadContentImage ?? null).toBeNull();
    expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.errors[0].message).toMatch(/try again/i);
    expect(body.errors[0].extensions.fieldErrors).toBeUndefined();
    expect(await server.db.count('content_images')).toBe(0);

    const again = await uploadImage(server.url, cookie, photo, 'concert.jpg', 'The spring concert');
    expect(again.body.errors).toBeUndefined();
    expect(await server.db.count('content_images')).toBe(1);
  }, 60_000);
});
