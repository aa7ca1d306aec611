/**
 * The variants of an uploaded image (sharp over libvips): oriented by its EXIF rotation, stripped of
 * every bit of metadata (sharp writes none unless asked: no EXIF, so no GPS location, no XMP, no ICC
 * profile; colours are converted to sRGB), in AVIF and WebP at the widths the layout uses, never wider
 * than the original (an original under the smallest width is made at its own width). Read from the
 * spooled file, never from a buffer of the whole upload; one decode per variant, each shrunk on load.
 */
import { createHash } from 'node:crypto';
import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_IMAGE_LIMITS,
  CONTENT_IMAGE_WIDTHS,
  contentImageMessages,
  type ContentImageFormat,
} from '@school/common';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ValidationError } from '../../../errors';

// One libvips worker thread and no operation cache: an upload's memory is its own pipeline and nothing kept.
sharp.cache(false);
sharp.concurrency(1);

export interface ImageVariant {
  /** `<sha256 of the bytes, 16 hex>-<width>.<format>`: the object's name under content-images/. */
  name: string;
  format: ContentImageFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  /** The original's size as it is shown (after its EXIF rotation). */
  width: number;
  height: number;
  variants: (ImageVariant & { data: Buffer })[];
}

const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 4 }),
} satisfies Record<ContentImageFormat, (image: Sharp) => Sharp>;

const refuse = (message: string) => new ValidationError(`file: ${message}`, { file: message });

/** Widths to make: the layout's up to the original's width, or the original's alone when it is narrower. */
export function variantWidths(originalWidth: number): number[] {
  const fitting = CONTENT_IMAGE_WIDTHS.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

/** Reads the file's own header: a JPEG, PNG or WebP within the pixel cap, or BAD_USER_INPUT naming `file`. */
async function measure(path: string): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(path, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(contentImageMessages.unreadable);
  }
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw refuse(contentImageMessages.type);
  const { width, height } = meta;
  if (!width || !height) throw refuse(contentImageMessages.unreadable);
  if (width * height > CONTENT_IMAGE_LIMITS.pixels) throw refuse(contentImageMessages.pixels);
  // orientations 5 to 8 turn the picture a quarter: its shown width is its stored height
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

async function encode(path: string, format: ContentImageFormat, width: number) {
  const image = sharp(path, { limitInputPixels: CONTENT_IMAGE_LIMITS.pixels, failOn: 'warning' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  try {
    return await ENCODE[format](image).toBuffer({ resolveWithObject: true });
  } catch {
    // a file whose header reads but whose pixels do not: truncated, corrupt
    throw refuse(contentImageMessages.unreadable);
  }
}

/** Every variant, in memory (each at most a few hundred KB); nothing is stored here. */
export async function processImage(path: string): Promise<ProcessedImage> {
  const { width, height } = await measure(path);
  const variants: ProcessedImage['variants'] = [];
  for (const size of variantWidths(width)) {
    for (const format of CONTENT_IMAGE_FORMATS) {
      const { data, info } = await encode(path, format, size);
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
      variants.push({
        name: `${hash}-${info.width}.${format}`,
        format,
        width: info.width,
        height: info.height,
        bytes: data.length,
        data,
      });
    }
  }
  return { width, height, variants };
}
