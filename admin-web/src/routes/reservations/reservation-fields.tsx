// A reservation's fields as a list of terms, shared by its page and its receipt.
import type { ReactNode } from 'react';
import styles from './reservations.module.css';

export function Fields({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className={styles.fields}>
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([term, value]) => (
          <div key={term} className={styles.field}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Loading, a failure with Try again, or "does not exist", for a page of one reservation. */
export function ReservationState({
  loading,
  error,
  missing,
  onRetry,
  texts,
}: {
  loading: boolean;
  error: Error | undefined;
  missing: boolean;
  onRetry(): void;
  texts: { loading: string; unavailable: string; missing: string; tryAgain: string };
}) {
  if (error) {
    return (
      <div role="alert">
        <p>{texts.unavailable}</p>
        <p>{error.message}</p>
        <button type="button" className="button button--quiet" onClick={onRetry}>
          {texts.tryAgain}
        </button>
      </div>
    );
  }
  if (loading) return <p role="status">{texts.loading}</p>;
  return missing ? <p role="alert">{texts.missing}</p> : null;
}
