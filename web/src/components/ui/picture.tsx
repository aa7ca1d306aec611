import type { SiteImage } from '@school/common';

/**
 * An uploaded picture in the sizes the server made (AVIF first, then WebP), its box reserved by its
 * width and height so nothing moves when it loads; lazy unless it is the page's first picture.
 */
export function Picture({
  image,
  sizes,
  className,
  eager = false,
}: {
  image: SiteImage;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const srcset = (format: string) =>
    image.sources
      .filter((source) => source.format === format)
      .map((source) => `${source.url} ${source.width}w`)
      .join(', ');
  return (
    <picture className={className}>
      {['avif', 'webp'].map((format) => {
        const set = srcset(format);
        return set ? <source key={format} type={`image/${format}`} srcSet={set} sizes={sizes} /> : null;
      })}
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}
