/**
 * The `image` of every item in one GraphQL answer, read in one query: each item's resolver asks for its
 * image id, and the ids asked for in the same turn of the event loop are read together (a list of posts
 * costs one query, not one per post). One loader per request, forgotten with it.
 */
import type { ContentImage } from './content-image.entity';

type Fetch = (ids: readonly string[]) => Promise<ContentImage[]>;

export class ImageLoader {
  private pending = new Map<string, { resolve(image: ContentImage | null): void; reject(error: unknown): void }[]>();
  private scheduled = false;

  constructor(private readonly fetch: Fetch) {}

  load(id: string | null): Promise<ContentImage | null> {
    if (!id) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(id) ?? [];
      waiting.push({ resolve, reject });
      this.pending.set(id, waiting);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = new Map();
    this.scheduled = false;
    try {
      const found = new Map((await this.fetch([...batch.keys()])).map((image) => [image.id, image]));
      for (const [id, waiting] of batch) for (const one of waiting) one.resolve(found.get(id) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) for (const one of waiting) one.reject(error);
    }
  }
}

const loaders = new WeakMap<object, ImageLoader>();

/** The loader of this request (its GraphQL context). */
export function imageLoaderFor(context: object, fetch: Fetch): ImageLoader {
  let loader = loaders.get(context);
  if (!loader) loaders.set(context, (loader = new ImageLoader(fetch)));
  return loader;
}
