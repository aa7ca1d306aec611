/**
 * The child process that reads an uploaded image and makes its files (started by image-variants.ts, one
 * per image): libvips parses untrusted bytes in native code, so it does so here, away from the server.
 * A crash or a runaway allocation ends this process only, and whatever memory the encoders took is given
 * back to the system when it exits (the server's own heap never fragments with it).
 *
 * It answers one request over IPC: the image's shown size and each variant's bytes, or why it refuses
 * the file. Node builtins and sharp only (it runs as TypeScript with its types stripped, or compiled).
 */
import sharp from 'sharp';

export interface WorkerRequest {
  path: string;
  widths: readonly number[];
  formats: readonly ('avif' | 'webp')[];
  maxPixels: number;
}

export interface WorkerVariant {
  format: 'avif' | 'webp';
  width: number;
  height: number;
  data: Uint8Array;
}

export type WorkerAnswer =
  | { ok: true; width: number; height: number; variants: WorkerVariant[] }
  | { ok: false; refused: 'type' | 'unreadable' | 'pixels' };

class Refused extends Error {
  readonly refused: 'type' | 'unreadable' | 'pixels';
  constructor(refused: 'type' | 'unreadable' | 'pixels') {
    super(refused);
    this.refused = refused;
  }
}

// One libvips thread and no operation cache: this process holds one pipeline at a time and nothing else.
sharp.cache(false);
sharp.concurrency(1);

/** Widths to make: the layout's up to the original's width, or the original's alone when it is narrower. */
export function variantWidths(widths: readonly number[], originalWidth: number): number[] {
  const fitting = widths.filter((width) => width <= originalWidth);
  return fitting.length > 0 ? fitting : [originalWidth];
}

/** The file's own header: a JPEG, PNG or WebP within the pixel cap; its size as shown (after EXIF rotation). */
async function measure(path: string, maxPixels: number): Promise<{ width: number; height: number }> {
  const meta = await sharp(path, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new Refused('unreadable');
    });
  if (!['jpeg', 'png', 'webp'].includes(meta.format ?? '')) throw new Refused('type');
  const { width, height } = meta;
  if (!width || !height) throw new Refused('unreadable');
  if (width * height > maxPixels) throw new Refused('pixels');
  // orientations 5 to 8 turn the picture a quarter: its shown width is its stored height
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** One variant, decoded again from the file (shrunk on load), turned upright, with no metadata written. */
async function encode(request: WorkerRequest, format: 'avif' | 'webp', width: number): Promise<WorkerVariant> {
  const image = sharp(request.path, { limitInputPixels: request.maxPixels, failOn: 'warning' })
    .autoOrient()
    .resize({ width, withoutEnlargement: true });
  const encoder =
    format === 'avif'
      ? image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' })
      : image.webp({ quality: 78, effort: 4 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true }).catch(() => {
    throw new Refused('unreadable'); // a header that reads over pixels that do not: truncated, corrupt
  });
  return { format, width: info.width, height: info.height, data };
}

export async function makeVariants(request: WorkerRequest): Promise<WorkerAnswer> {
  try {
    const { width, height } = await measure(request.path, request.maxPixels);
    const variants: WorkerVariant[] = [];
    for (const size of variantWidths(request.widths, width))
      for (const format of request.formats) variants.push(await encode(request, format, size));
    return { ok: true, width, height, variants };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refused: error.refused };
    throw error;
  }
}

// Started by image-variants.ts with this argument (WORKER_FLAG there); imported, e.g. by a test, it starts nothing.
if (process.send && process.argv.includes('--content-image-worker')) {
  process.once('message', (request: WorkerRequest) => {
    makeVariants(request).then(
      (answer) => process.send!(answer, () => process.exit(0)),
      () => process.exit(1),
    );
  });
}
