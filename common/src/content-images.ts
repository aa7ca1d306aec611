/**
 * Images of the school's content (docs/requirements.md#content-images): what an upload may be and the
 * variants the server makes of it, shared by the server (the one gate) and the dashboard's upload field.
 */
import type { Errors } from './content';

export const CONTENT_IMAGE_LIMITS = {
  /** Bytes of an uploaded file: 10 MB. */
  bytes: 10 * 1024 * 1024,
  /** Pixels of an uploaded image (width × height): 40 megapixels. */
  pixels: 40_000_000,
  /** Characters of an image's text alternative. */
  alt: 200,
} as const;

/** The widths made of each image (never wider than the original), and the formats, best first. */
export const CONTENT_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;
export const CONTENT_IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ContentImageFormat = (typeof CONTENT_IMAGE_FORMATS)[number];
/** The `<img src>` fallback is the WebP of the widest variant up to this width. */
export const CONTENT_IMAGE_SRC_WIDTH = 960;
/** Where the site reads a variant: `/media/<name>`. */
export const MEDIA_PATH = '/media/';

export const contentImageMessages = {
  type: 'Upload a JPEG, PNG or WebP image',
  unreadable: 'Upload a JPEG, PNG or WebP image: this file could not be read as one (it may be damaged or cut short)',
  size: 'The image must be at most 10 MB',
  pixels: 'The image must be at most 40 megapixels (e.g. 8000 × 5000)',
  alt: 'Describe the image in words for people who cannot see it (required, at most 200 characters)',
} as const;

/** The text alternative is required: the site is for everyone, screen-reader users too. */
export function contentImageErrors(input: { alt: string }): Errors {
  const alt = input.alt.trim();
  return alt === '' || alt.length > CONTENT_IMAGE_LIMITS.alt ? { alt: contentImageMessages.alt } : {};
}
