/**
 * What kind of image a file is, by its first bytes (magic numbers), never by its name or declared type:
 * JPEG (FF D8 FF), PNG (89 "PNG" 0D 0A 1A 0A) or WebP ("RIFF" <size> "WEBP"). Anything else (an SVG, a
 * GIF, an executable renamed .jpg) is not one.
 */
export type ImageType = 'jpeg' | 'png' | 'webp';

/** Bytes of a file's head needed to tell. */
export const IMAGE_HEAD_BYTES = 12;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function imageTypeOf(head: Buffer): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= PNG.length && head.subarray(0, PNG.length).equals(PNG)) return 'png';
  if (
    head.length >= IMAGE_HEAD_BYTES &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}
