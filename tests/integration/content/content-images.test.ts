/**
 * Content images (docs/requirements.md#content-images): an upload becomes AVIF and WebP files at the
 * layout's widths, upright, with no EXIF left (no GPS location), served from /media with a year's
 * immutable cache; a file that is not a JPEG, PNG or WebP by its bytes, a damaged one, one over 10 MB and
 * one without a text alternative are refused naming the field, with nothing stored and no spool left.
 */
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, get, gql, signIn } from '../../helpers/admin';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { uploadImage } from '../../helpers/images';
import { send } from '../../helpers/in-process';
import {
  CAMERA,
  EXECUTABLE,
  exifTags,
  flatPng,
  gif,
  GPS_IFD_TAG,
  oversized,
  photoWithGps,
  png,
  SVG,
  truncatedJpeg,
} from '../../fixtures/images';

interface Source {
  format: string;
  width: number;
  url: string;
}

let server: TestApp;
let cookie: string;

beforeAll(async () => {
  server = await buildTestApp({ env: ADMIN_ENV });
  cookie = await signIn(server.url);
});
afterAll(async () => {
  await server?.stop();
});

/** What an upload leaves behind: rows, stored files, files in the spool folder. */
async function stored() {
  return {
    rows: await server.db.count('content_images'),
    files: await server.db.count('content_image_files'),
    objects: (await server.app.storage.listKeys('content-images/')).length,
    spooled: readdirSync(server.app.services.uploads.spoolDir).length,
  };
}

describe('uploadContentImage', () => {
  it('turns a JPEG with GPS EXIF, shot turned a quarter (orientation 6), into upright AVIF and WebP with no metadata', async () => {
    const photo = await photoWithGps(1600, 1000, 6);
    expect(exifTags((await sharp(photo).metadata()).exif!)).toContain(GPS_IFD_TAG); // the fixture has a location
    const { body } = await uploadImage(server.url, cookie, photo, 'holiday.jpg', '  Students at the spring recital ');
    expect(body.errors).toBeUndefined();
    const image = body.data.uploadContentImage;
    expect(image).toMatchObject({ alt: 'Students at the spring recital', width: 1000, height: 1600 });
    const sources = image.sources as Source[];
    expect(sources.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 320',
      'avif 640',
      'avif 960',
      'webp 320',
      'webp 640',
      'webp 960',
    ]);
    expect(image.src).toBe(sources.find((one) => one.format === 'webp' && one.width === 960)!.url);

    for (const source of sources) {
      expect(source.url).toMatch(/^\/media\/[0-9a-f]{16}-\d+\.(avif|webp)$/);
      const answer = await get(`${server.url}${source.url}`, null);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe(`image/${source.format}`);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.get('etag')).toMatch(/^"[0-9a-f]{16}-\d+"$/);
      const meta = await sharp(answer.raw).metadata();
      expect(meta.format).toBe(source.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([source.width, Math.round(source.width * 1.6)]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(answer.raw.includes(CAMERA)).toBe(false);
      expect(answer.raw.includes('Exif\0\0')).toBe(false);
    }
  });

  it('never enlarges: a 300-pixel-wide PNG is made at 300, a 2000-pixel-wide one at 320 to 1280 with src at 960', async () => {
    const small = await uploadImage(server.url, cookie, await png(300, 200), 'small.png', 'A small drawing');
    expect(small.body.data.uploadContentImage.sources.map((one: Source) => `${one.format} ${one.width}`)).toEqual([
      'avif 300',
      'webp 300',
    ]);
    const wide = await uploadImage(server.url, cookie, await png(2000, 1000), 'wide.png', 'A wide stage');
    const image = wide.body.data.uploadContentImage;
    expect(image.sources.map((one: Source) => one.width)).toEqual([320, 640, 960, 1280, 320, 640, 960, 1280]);
    expect(image.src).toMatch(/-960\.webp$/);
    expect([image.width, image.height]).toEqual([2000, 1000]);
  });

  it('lists the uploads newest first for the picker', async () => {
    const { body } = await gql(server.url, cookie, '{ contentImages(limit: 2) { alt } }');
    expect(body.data.contentImages).toEqual([{ alt: 'A wide stage' }, { alt: 'A small drawing' }]);
    const refused = await gql(server.url, cookie, '{ contentImages(limit: 0) { alt } }');
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('uploadContentImage refuses, naming the field, storing nothing and leaving no spool', () => {
  const TYPE = 'Upload a JPEG, PNG or WebP image';
  it.each([
    ['an SVG', () => SVG, 'drawing.svg', 'file', TYPE],
    ['a GIF', gif, 'animation.gif', 'file', TYPE],
    ['an executable renamed .jpg', () => EXECUTABLE, 'photo.jpg', 'file', TYPE],
    ['a truncated JPEG', truncatedJpeg, 'cut.jpg', 'file', TYPE],
    ['an 11 MB file', () => oversized(11 * 1024 * 1024), 'huge.jpg', 'file', 'at most 10 MB'],
    ['a PNG of 40.005 megapixels (8001 × 5000)', () => flatPng(8001, 5000), 'big.png', 'file', 'at most 40 megapixels'],
  ])('%s', async (_, make, name, field, words) => {
    const before = await stored();
    const { status, body } = await uploadImage(server.url, cookie, await make(), name, 'Words');
    expect(status).toBe(200);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fieldErrors[field]).toContain(words);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an empty text alternative', '   '],
    ['a text alternative over 200 characters', 'x'.repeat(201)],
  ])('%s', async (_, alt) => {
    const before = await stored();
    const { body } = await uploadImage(server.url, cookie, await png(400, 300), 'ok.png', alt);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.fieldErrors.alt).toMatch(/people who cannot see it/);
    expect(await stored()).toEqual(before);
  });

  it('no text alternative at all', async () => {
    const before = await stored();
    const { body } = await uploadImage(server.url, cookie, await png(400, 300), 'ok.png', undefined);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(/alt/);
    expect(await stored()).toEqual(before);
  });
});

describe('GET /media/<name>', () => {
  it('answers HEAD, and 304 for the ETag the browser has', async () => {
    const url = (await gql(server.url, cookie, '{ contentImages(limit: 1) { src } }')).body.data.contentImages[0].src;
    const head = await send(`${server.url}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(head.headers.get('cache-control')).toContain('immutable');
    const again = await send(`${server.url}${url}`, { headers: { 'if-none-match': head.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('is 404 for any name no upload recorded, a stored object or a path among them', async () => {
    await server.app.storage.put('content-images/0123456789abcdef-320.webp', Buffer.from('x'), 'image/webp');
    const resume = 'resumes/someone.pdf';
    await server.app.storage.put(resume, Buffer.from('%PDF-1.4'), 'application/pdf');
    for (const path of [
      '/media/0123456789abcdef-320.webp',
      '/media/ffffffffffffffff-320.avif',
      '/media/..%2Fresumes%2Fsomeone.pdf',
      '/media/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/media/someone.pdf',
      '/media/',
    ]) {
      const answer = await get(`${server.url}${path}`, null);
      expect(answer.status, path).toBe(404);
      expect(answer.body).not.toContain('%PDF');
    }
  });
});
