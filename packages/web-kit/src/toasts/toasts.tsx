// The toasts both apps show (spec 000 §9: 7000 ms, top-right, no duplicates, newest at the bottom): the list they
// keep and the region that renders it. Each app keeps its own provider, API and words around these.
//
//   const { toasts, show, dismiss } = useToastList<'success' | 'error'>();
//   show({ kind: 'success', title: 'Saved' });
//   <ToastRegion toasts={toasts} onDismiss={dismiss} label="Notifications" dismissLabel={(t) => `Dismiss: ${t.title}`} />
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './toasts.module.css';

export const TOAST_DURATION_MS = 7000;

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast<Kind extends string = ToastKind> {
  id: number;
  kind: Kind;
  title: string;
  /** A second line, e.g. the server's errorMessage under 'Oops, something went wrong'. */
  message?: string;
}

/** Adds a toast unless the same one is already showing; the newest goes last (shown at the bottom). */
export function addToast<T extends Toast<string>>(toasts: T[], toast: T): T[] {
  const same = (shown: T) =>
    shown.kind === toast.kind && shown.title === toast.title && shown.message === toast.message;
  return toasts.some(same) ? toasts : [...toasts, toast];
}

/** The toasts showing, `show` (a duplicate of one showing is dropped) and `dismiss`; both keep their identity. */
export function useToastList<Kind extends string = ToastKind>() {
  const [toasts, setToasts] = useState<Toast<Kind>[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const show = useCallback((toast: Omit<Toast<Kind>, 'id'>) => {
    const id = nextId.current++;
    setToasts((shown) => addToast(shown, { ...toast, id }));
  }, []);
  return { toasts, show, dismiss };
}

export interface ToastRegionProps<Kind extends string> {
  toasts: readonly Toast<Kind>[];
  onDismiss(id: number): void;
  /** The region's accessible name ("Notifications"). */
  label: string;
  /** The close button's accessible name for a toast ("Dismiss: Saved"). */
  dismissLabel(toast: Toast<Kind>): string;
  /** Set when the region itself should announce what is added. */
  live?: 'polite';
}

/** The toasts as a named region; errors are alerts, the rest status messages; each leaves after 7000 ms. */
export function ToastRegion<Kind extends string>({
  toasts,
  onDismiss,
  label,
  dismissLabel,
  live,
}: ToastRegionProps<Kind>) {
  return (
    <section className={styles.region} aria-label={label} aria-live={live}>
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} dismissLabel={dismissLabel(toast)} />
      ))}
    </section>
  );
}

function ToastCard<Kind extends string>(props: {
  toast: Toast<Kind>;
  onDismiss(id: number): void;
  dismissLabel: string;
}) {
  const { toast, onDismiss, dismissLabel } = props;
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  return (
    <div className={styles.toast} data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message && <p className={styles.message}>{toast.message}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}
