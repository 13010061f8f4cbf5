// An image that shows a default picture when its own fails to load (spec 000 §8 images): avatars and listing
// pictures whose file is gone, or that have none, never leave a broken-image icon.
import { useState, type ImgHTMLAttributes } from 'react';

/** A neutral silhouette, inline so the fallback itself cannot fail to load. */
export const DEFAULT_AVATAR =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d9bfd2"/>' +
      '<circle cx="32" cy="25" r="12" fill="#6b2d5c"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#6b2d5c"/></svg>',
  );

/** A quiet landscape placeholder for listing pictures. */
export const DEFAULT_LISTING_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#f5ecf2"/>' +
      '<path d="M0 100l45-45 30 30 25-20 60 35z" fill="#d9bfd2"/><circle cx="118" cy="30" r="10" fill="#e07a5f"/></svg>',
  );

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The picture to show; null or empty shows the fallback at once. */
  src: string | null | undefined;
  /** What to show instead; the default avatar unless told otherwise. */
  fallbackSrc?: string;
  alt: string;
}

export function FallbackImage({ src, fallbackSrc = DEFAULT_AVATAR, alt, onError, ...rest }: FallbackImageProps) {
  // Remember which source failed, so a new source gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showFallback = !src || failedSrc === src;
  return (
    <img
      {...rest}
      src={showFallback ? fallbackSrc : src}
      alt={alt}
      data-fallback={showFallback || undefined}
      onError={(event) => {
        if (src && !showFallback) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

/** Where a member's avatar file is served (spec 000 §9): images/avatar/medium_{file}, unless already a URL. */
export function avatarUrl(picture: string | null | undefined): string | null {
  if (!picture) return null;
  if (/^(https?:)?\/\//.test(picture) || picture.startsWith('/') || picture.startsWith('data:')) return picture;
  return `/images/avatar/medium_${picture}`;
}

/** Where a listing picture is served (spec 000 §9): /upload/x_medium_{file}, unless already a URL. */
export function listingPictureUrl(file: string | null | undefined): string | null {
  if (!file) return null;
  if (/^(https?:)?\/\//.test(file) || file.startsWith('/')) return file;
  return `/upload/x_medium_${file}`;
}
