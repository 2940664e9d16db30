import { mediaUrl, mediaWidths, objectPosition, type MediaItem } from '@/lib/media';

interface Props {
  media: MediaItem;
  /** the `sizes` of its layout, as for any responsive image, e.g. "(min-width: 992px) 400px, 100vw" */
  sizes: string;
  className?: string;
  /** the largest image of the first screen: loaded at once, at high priority */
  priority?: boolean;
}

/**
 * A media library image: `<picture>` with AVIF and WebP over every stored width, and a JPEG `<img>` carrying its
 * size (no layout shift), its alt text (empty for a decorative image, so screen readers skip it) and its focal
 * point as `object-position`, which any crop the layout's CSS makes (`object-fit: cover`) keeps in view.
 * A Server Component with no client code: public pages get markup only.
 */
export function MediaImage({ media, sizes, className, priority = false }: Props) {
  const widths = mediaWidths(media.width);
  const srcSet = (format: 'avif' | 'webp' | 'jpg') => widths.map((width) => `${mediaUrl(media.hash, width, format)} ${width}w`).join(', ');
  const fallback = widths.find((width) => width >= 960) ?? widths[widths.length - 1];
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={mediaUrl(media.hash, fallback, 'jpg')}
        srcSet={srcSet('jpg')}
        sizes={sizes}
        width={media.width}
        height={media.height}
        alt={media.decorative ? '' : media.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
        style={{ objectPosition: objectPosition(media) }}
      />
    </picture>
  );
}
