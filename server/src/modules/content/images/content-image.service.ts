/**
 * Content images (docs/requirements.md#content-images): an upload is checked by its bytes while it is
 * spooled to disk (JPEG, PNG or WebP, at most 10 MB), then, one image at a time in this process, measured
 * (at most 40 megapixels), turned into its AVIF and WebP variants (oriented, stripped of metadata), stored
 * under content-hashed names and recorded. A refused upload stores nothing: no row, no object.
 */
import type { Readable } from 'node:stream';
import { CONTENT_IMAGE_FORMATS, CONTENT_IMAGE_LIMITS, contentImageErrors, contentImageMessages } from '@school/common';
import { In, type DataSource } from 'typeorm';
import { atomically } from '../../../db/atomic';
import { newId } from '../../../db/ids';
import { ValidationError } from '../../../errors';
import type { ObjectStorage } from '../../../storage/object-storage';
import { spoolFile, type SpooledFile, type SpoolHolder } from '../../../storage/spool-file';
import type { Actor, AuditService } from '../../audit/audit.service';
import { insertRow } from '../content-statements';
import { ContentImage } from './content-image.entity';
import { ImageGate } from './image-gate';
import { IMAGE_HEAD_BYTES, imageTypeOf } from './image-type';
import { processImage, type ProcessedImage } from './image-variants';

/** Where variants live in the object store: `content-images/<name>`. */
export const CONTENT_IMAGE_PREFIX = 'content-images/';
/** A variant's name as the media route takes it: nothing else (no path) is looked up. */
export const VARIANT_NAME = /^[0-9a-f]{16}-[0-9]{1,5}\.(avif|webp)$/;

export const MEDIA_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/** An uploaded file on its way in: open() its bytes once, or discard() them unread. */
export interface ImageUpload {
  open(): Readable;
  discard(): void;
}

/** Where an upload waits on disk while it is checked, and who answers for that disk space. */
export interface Spool {
  dir: string;
  holder?: SpoolHolder;
}

const fileError = (message: string) => () => new ValidationError(`file: ${message}`, { file: message });

const IMAGE_RULES = {
  extension: '.img',
  headBytes: IMAGE_HEAD_BYTES,
  accepts: (head: Buffer) => imageTypeOf(head) !== null,
  refused: fileError(contentImageMessages.type),
  tooLarge: fileError(contentImageMessages.size),
};

export class ContentImageService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: ObjectStorage,
    private readonly audit: AuditService,
    private readonly gate = new ImageGate(),
  ) {}

  async upload(upload: ImageUpload, alt: string, spool: Spool, actor: Actor): Promise<ContentImage> {
    const errors = contentImageErrors({ alt });
    if (Object.keys(errors).length > 0) {
      upload.discard();
      throw new ValidationError(`alt: ${errors.alt}`, errors);
    }
    const file = await spoolFile(upload.open(), IMAGE_RULES, CONTENT_IMAGE_LIMITS.bytes, spool.dir, spool.holder);
    const image = await this.gate.run(() => this.process(file)).finally(() => file.remove());
    const id = newId();
    for (const variant of image.variants)
      await this.storage.put(`${CONTENT_IMAGE_PREFIX}${variant.name}`, variant.data, MEDIA_TYPES[variant.format]);
    const variants = image.variants.map(({ data: _data, ...variant }) => variant);
    await atomically(this.dataSource, [
      insertRow(this.dataSource, ContentImage, {
        id,
        alt: alt.trim(),
        width: image.width,
        height: image.height,
        variants,
        createdAt: new Date(),
        createdBy: actor.actorEmail,
      }),
      ...variants.map((variant) => ({
        sql: 'INSERT INTO content_image_files (name, image_id) VALUES (?, ?) ON CONFLICT (name) DO NOTHING',
        params: [variant.name, id],
      })),
      this.audit.statement(
        actor,
        'content_image_upload',
        `contentImage:${id}`,
        `uploaded the image "${alt.trim()}" (${image.width}×${image.height})`,
      ),
    ]);
    return (await this.dataSource.getRepository(ContentImage).findOneBy({ id }))!;
  }

  /** The latest uploads, newest first (the dashboard's picker). */
  list(limit: number): Promise<ContentImage[]> {
    return this.dataSource.getRepository(ContentImage).find({ order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** The images with these ids, in one query (those that exist). */
  byIds(ids: readonly string[]): Promise<ContentImage[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(ContentImage).findBy({ id: In([...new Set(ids)]) });
  }

  async exists(id: string): Promise<boolean> {
    return (await this.dataSource.getRepository(ContentImage).countBy({ id })) > 0;
  }

  /** True for the name of a variant some upload recorded: only those are served. */
  async isServed(name: string): Promise<boolean> {
    if (!VARIANT_NAME.test(name)) return false;
    const rows = await this.dataSource.query<unknown[]>(
      this.dataSource.options.type === 'postgres'
        ? 'SELECT 1 AS found FROM content_image_files WHERE name = $1'
        : 'SELECT 1 AS found FROM content_image_files WHERE name = ?',
      [name],
    );
    return rows.length > 0;
  }

  /** The variants of the spooled file, AVIF first, each narrowest first. */
  private async process(file: SpooledFile): Promise<ProcessedImage> {
    const image = await processImage(file.path);
    const rank = (format: string) => CONTENT_IMAGE_FORMATS.indexOf(format as never);
    image.variants.sort((a, b) => rank(a.format) - rank(b.format) || a.width - b.width);
    return image;
  }
}
