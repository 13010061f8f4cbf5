// Toasts (spec 000 §9): 7000 ms, top-right, no duplicates, newest at the bottom. One provider for the app.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './toasts.module.css';

export const TOAST_DURATION_MS = 7000;

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastInput {
  kind: ToastKind;
  title: string;
  message?: string;
}

export interface Toast extends ToastInput {
  id: number;
}

/** Adds a toast unless the same one is already showing; the newest goes last (shown at the bottom). */
export function addToast(toasts: Toast[], toast: Toast): Toast[] {
  const duplicate = toasts.some(
    (shown) => shown.kind === toast.kind && shown.title === toast.title && shown.message === toast.message,
  );
  return duplicate ? toasts : [...toasts, toast];
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>((toast) => {
    const id = nextId.current++;
    setToasts((shown) => addToast(shown, { ...toast, id }));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (id: number) => void }) {
  return (
    <section className={styles.region} aria-label="Notifications" aria-live="polite">
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, onDismiss]);
  const label = useMemo(() => [toast.title, toast.message].filter(Boolean).join('. '), [toast]);
  return (
    <div className={styles.toast} data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.message && <p className={styles.message}>{toast.message}</p>}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={`Dismiss: ${label}`}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
