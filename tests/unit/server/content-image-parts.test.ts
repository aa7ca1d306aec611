/** The small parts of content images: telling a file's kind by its bytes, the widths made, one image at a time. */
import { describe, expect, it } from 'vitest';
import { ImageGate, ImagesBusyError } from '../../../server/src/modules/content/images/image-gate';
import { imageTypeOf } from '../../../server/src/modules/content/images/image-type';
import { variantWidths } from '../../../server/src/modules/content/images/image.worker';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('imageTypeOf', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'xxxxxxxx'), 'jpeg'],
    ['a PNG', bytes([0x89], 'PNG\r\n\x1a\n', 'xxxx'), 'png'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBP'), 'webp'],
    ['a GIF', bytes('GIF89a', 'xxxxxx'), null],
    ['an SVG', bytes('<svg xmlns="'), null],
    ['a RIFF that is a WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVE'), null],
    ['an ELF executable', bytes([0x7f], 'ELF', 'xxxxxxxx'), null],
    ['two bytes of a JPEG', bytes([0xff, 0xd8]), null],
  ])('%s', (_, head, type) => {
    expect(imageTypeOf(head)).toBe(type);
  });
});

describe('variantWidths', () => {
  const widths = [320, 640, 960, 1280];
  it('makes the widths up to the original, never wider, and the original alone when it is narrower', () => {
    expect(variantWidths(widths, 4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(widths, 1000)).toEqual([320, 640, 960]);
    expect(variantWidths(widths, 960)).toEqual([320, 640, 960]);
    expect(variantWidths(widths, 200)).toEqual([200]);
  });
});

describe('ImageGate', () => {
  const later = () => {
    let open!: () => void;
    const done = new Promise<void>((resolve) => (open = resolve));
    return { done, open };
  };

  it('runs one at a time, the others in turn', async () => {
    const gate = new ImageGate(1000, 4);
    const order: string[] = [];
    const first = later();
    const a = gate.run(async () => {
      order.push('a starts');
      await first.done;
      order.push('a ends');
    });
    const b = gate.run(async () => void order.push('b runs'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['a starts']);
    first.open();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('answers 503 with Retry-After past the queue or the wait, and stays usable', async () => {
    const gate = new ImageGate(50, 1);
    const held = later();
    const running = gate.run(() => held.done);
    const waiting = gate.run(async () => 'waited');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(ImagesBusyError);
    const busy = await waiting.catch((error: unknown) => error);
    expect(busy).toBeInstanceOf(ImagesBusyError);
    expect((busy as ImagesBusyError).retryAfterSeconds).toBeGreaterThan(0);
    held.open();
    await running;
    await expect(gate.run(async () => 'free again')).resolves.toBe('free again');
  });
});
