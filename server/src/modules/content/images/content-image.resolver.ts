/**
 * Content images for the dashboard (admins and editors): upload one, list the latest for a picker, and
 * the `image` field of blog posts, courses and testimonials (read in one query per answer).
 */
import { CONTENT_IMAGE_LIMITS, contentImageMessages } from '@school/common';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import {
  Arg,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  type ClassType,
} from 'type-graphql';
import { ValidationError } from '../../../errors';
import type { GraphQLContext } from '../../../graphql/context';
import { actorOf } from '../../admin/actor';
import { CONTENT_ROLES } from '../content.resolver';
import { ContentImage } from './content-image.entity';
import type { ImageUpload } from './content-image.service';
import { imageLoaderFor } from './image-loader';

const MAX_LIST = 200;
const MB = CONTENT_IMAGE_LIMITS.bytes / (1024 * 1024);

/** A multipart file the service may read once, or drop unread (its bytes then flow to nowhere). */
function fromUpload(file: FileUpload): ImageUpload {
  const open = () => {
    try {
      return file.createReadStream();
    } catch (error) {
      // the multipart parser stopped it before it was read: past the size cap (413), or the client went away
      const message =
        (error as { status?: number }).status === 413 ? contentImageMessages.size : 'The upload was interrupted';
      throw new ValidationError(`file: ${message}`, { file: message });
    }
  };
  return {
    open,
    discard: () => {
      try {
        const unread = file.createReadStream();
        unread.on('error', () => undefined);
        unread.resume();
      } catch {
        // already failed (too large, client gone): nothing left to drain
      }
    },
  };
}

@Resolver(() => ContentImage)
export class ContentImageResolver {
  @Authorized(...CONTENT_ROLES)
  @Mutation(() => ContentImage, {
    description:
      'Admin and editor. Uploads an image for content (a GraphQL multipart request with the header ' +
      'Apollo-Require-Preflight: true) and answers it with its files: AVIF and WebP at widths 320, 640, 960 and ' +
      '1280 (never wider than the original), turned upright by its EXIF orientation and stripped of all metadata. ' +
      `BAD_USER_INPUT naming file: not a JPEG, PNG or WebP by its bytes (an SVG, a GIF…), damaged or cut short, over ${MB} MB ` +
      'or 40 megapixels; naming alt: empty or over 200 characters. Nothing is stored when it is refused. ' +
      'SERVICE_UNAVAILABLE (503, Retry-After) when too many images are waiting to be processed. Audited.',
  })
  async uploadContentImage(
    // type-graphql awaits promised arguments before calling the resolver: this is the file itself
    @Arg('file', () => GraphQLUpload, { description: `The image: JPEG, PNG or WebP, at most ${MB} MB.` })
    file: FileUpload | Promise<FileUpload>,
    @Arg('alt', {
      description: 'What the image shows, for people who cannot see it (required, at most 200 characters).',
    })
    alt: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContentImage> {
    const upload = fromUpload(await file);
    const { uploads } = ctx.services;
    const spool = { dir: uploads.spoolDir, holder: uploads.ticketFor(ctx.request) };
    return ctx.admin.contentImages.upload(upload, alt, spool, actorOf(ctx));
  }

  @Authorized(...CONTENT_ROLES)
  @Query(() => [ContentImage], {
    description: `Admin and editor. The latest uploaded images, newest first. BAD_USER_INPUT for a limit outside 1-${MAX_LIST}.`,
  })
  contentImages(
    @Arg('limit', () => Int, { defaultValue: 50, description: `How many (1 to ${MAX_LIST}).` }) limit: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ContentImage[]> {
    if (limit < 1 || limit > MAX_LIST)
      throw new ValidationError(`limit: from 1 to ${MAX_LIST}`, { limit: `From 1 to ${MAX_LIST}` });
    return ctx.admin.contentImages.list(limit);
  }
}

/** The `image` field of a kind of content whose rows carry image_id. */
export function imageFieldResolver(type: ClassType<{ imageId: string | null }>, one: string): ClassType {
  @Resolver(() => type)
  class ImageFieldResolver {
    @FieldResolver(() => ContentImage, { nullable: true, description: `The ${one}'s image, or null for none.` })
    image(@Root() item: { imageId: string | null }, @Ctx() ctx: GraphQLContext): Promise<ContentImage | null> {
      const images = ctx.admin.contentImages;
      return imageLoaderFor(ctx, (ids) => images.byIds(ids)).load(item.imageId);
    }
  }
  Object.defineProperty(ImageFieldResolver, 'name', { value: `${type.name}ImageResolver` });
  return ImageFieldResolver;
}
