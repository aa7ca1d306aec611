import { CONTENT_IMAGE_SRC_WIDTH, MEDIA_PATH, type ContentImageFormat } from '@school/common';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index } from 'typeorm';
import { CreatedAtColumn, IdColumn } from '../../columns';
import type { ImageVariant } from './image-variants';

/** A variable-width file of an image, for a `<source srcset>` or an `<img srcset>`. */
@ObjectType({ description: 'One file of an image: a format at a width.' })
export class ImageSource {
  @Field(() => String, { description: 'The format: "avif" or "webp".' }) format: ContentImageFormat;
  @Field(() => Int, { description: 'Its width in pixels (its height keeps the proportions of the image).' })
  width: number;
  @Field(() => String, {
    description: 'Where the site reads it: /media/<content hash>-<width>.<format>, cached for a year (immutable).',
  })
  url: string;
}

const variantsColumn = {
  to: (value: ImageVariant[] | undefined) => (value === undefined ? undefined : JSON.stringify(value)),
  from: (value: string | null) => (value ? (JSON.parse(value) as ImageVariant[]) : []),
};

/** An uploaded image of the school's content (docs/requirements.md#content-images); never deleted. */
@ObjectType({
  description:
    'An image for a blog post, a course or a testimonial: AVIF and WebP files at the widths the site uses, ' +
    'stripped of metadata (no EXIF, no location).',
})
@Entity('content_images')
@Index('idx_content_images_created', ['createdAt'])
export class ContentImage {
  @Field(() => ID, { description: 'Unique id (a UUID): what imageId takes.' })
  @IdColumn()
  id: string;

  @Field({ description: 'The text alternative the site gives it (at most 200 characters).' })
  @Column({ type: 'varchar', length: 200 })
  alt: string;

  @Field(() => Int, { description: 'Width in pixels of the original as shown (after its EXIF rotation).' })
  @Column({ type: 'integer' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels of the original as shown (after its EXIF rotation).' })
  @Column({ type: 'integer' })
  height: number;

  /** Every file made of it, as JSON. */
  @Column({ type: 'text', transformer: variantsColumn })
  variants: ImageVariant[];

  @Field({ description: 'When it was uploaded (UTC).' })
  @CreatedAtColumn()
  createdAt: Date;

  /** The email of the account that uploaded it (not in the schema: the public reads images too). */
  @Column({ name: 'created_by', type: 'varchar', length: 254 })
  createdBy: string;

  @Field(() => [ImageSource], { description: 'Every file, AVIF then WebP, each narrowest first.' })
  get sources(): ImageSource[] {
    return this.variants.map(({ format, width, name }) => ({ format, width, url: `${MEDIA_PATH}${name}` }));
  }

  @Field(() => String, {
    description: `The WebP file of the widest variant up to ${CONTENT_IMAGE_SRC_WIDTH} pixels: the <img src> fallback.`,
  })
  get src(): string {
    const webp = this.variants.filter((one) => one.format === 'webp').sort((a, b) => a.width - b.width);
    const chosen = webp.filter((one) => one.width <= CONTENT_IMAGE_SRC_WIDTH).pop() ?? webp[0];
    return `${MEDIA_PATH}${chosen.name}`;
  }
}
