// A listing picture that does not give up at once (spec 000 §8-§9; spec 001 §2): when it fails to load, the quiet
// placeholder shows in its place and the picture is tried again every 2 s, up to 5 times; after that the placeholder
// stays. A picture the page has no file for shows the placeholder at once.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_LISTING_PICTURE } from '../../layout/fallback-image';

/** Spec 000 §9: "lazy image check every 2 s, up to 5 retries". */
export const RETRY_EVERY_MS = 2000;
export const RETRIES_MAX = 5;

export interface RetryingImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string | null | undefined;
  alt: string;
}

/** Give it `key={src}` where the source can change, so a new picture starts with its own tries. */
export function RetryingImage({ src, alt, ...rest }: RetryingImageProps) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed || attempt >= RETRIES_MAX) return;
    const timer = window.setTimeout(() => {
      setAttempt((tries) => tries + 1);
      setFailed(false);
    }, RETRY_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [failed, attempt]);

  if (!src || failed) return <img {...rest} src={DEFAULT_LISTING_PICTURE} alt={alt} data-fallback="true" />;
  // A new element for each try: the browser asks for the file again rather than keeping the failure.
  return <img {...rest} key={attempt} src={src} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
}
