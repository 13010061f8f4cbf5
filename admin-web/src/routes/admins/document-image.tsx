// An identity document's image, as large as the review panel allows. Admins sign in with a bearer token, which an
// <img> cannot send, so the image is fetched with it (GET /id-proof/{fileName}, which checks ID Proof Verification
// Management) and shown from the bytes; nothing is cached (the answer says no-store).
import { useEffect, useState } from 'react';
import { adminAccessToken } from '../../auth/admin-sign-in';
import { ADMIN_TEXTS } from '../../texts';
import formStyles from '../../ui/form.module.css';
import styles from './admins.module.css';

type Loaded = { status: 'loading' } | { status: 'shown'; src: string } | { status: 'failed'; reason: string };

async function fetchImage(url: string, signal: AbortSignal): Promise<Blob> {
  const token = await adminAccessToken();
  const response = await fetch(url, {
    signal,
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // The service answers a refusal as { status, errorMessage }.
    const answer = (await response.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(answer?.errorMessage ?? `${response.status} ${response.statusText}`);
  }
  return response.blob();
}

export function DocumentImage({ url, alt }: { url: string; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  // A fresh loader for each attempt (and each document), so each starts at 'loading'.
  return <ImageLoader key={`${url} ${attempt}`} url={url} alt={alt} onRetry={() => setAttempt((n) => n + 1)} />;
}

function ImageLoader({ url, alt, onRetry }: { url: string; alt: string; onRetry(): void }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchImage(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ status: 'shown', src: objectUrl });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          setLoaded({ status: 'failed', reason: error instanceof Error ? error.message : '' });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  return (
    <figure className={styles.figure}>
      {loaded.status === 'shown' && <img src={loaded.src} alt={alt} />}
      {loaded.status === 'loading' && (
        <p className="loading-message" role="status">
          {ADMIN_TEXTS.documentImageLoading}
        </p>
      )}
      {loaded.status === 'failed' && (
        <div role="alert">
          <p>{ADMIN_TEXTS.documentImageUnavailable}</p>
          {loaded.reason && <p className={formStyles.hint}>{loaded.reason}</p>}
          <button type="button" className="button button--quiet" onClick={onRetry}>
            {ADMIN_TEXTS.tryAgain}
          </button>
        </div>
      )}
    </figure>
  );
}
