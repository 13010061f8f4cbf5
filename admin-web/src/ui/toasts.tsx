// Toasts for the admin screens (spec 000 §9: 7000 ms, top-right, no duplicates, newest at the bottom). One provider,
// in the admin layout, so a toast outlives the screen that raised it.
//
//   const toast = useToast();
//   toast.success(SPEC_TEXTS.adminUserAdded);               // role=status
//   toast.failure(result.errorMessage);                     // role=alert: 'Oops, something went wrong' + the message
//   toast.error('Could not load the roles', 'Try again.');  // role=alert, any title
//
// Texts come from ../texts, never typed at the call site.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../texts';
import styles from './toasts.module.css';

export const TOAST_DURATION_MS = 7000;

export type ToastKind = 'success' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  /** A second line: the server's errorMessage under 'Oops, something went wrong'. */
  message?: string;
}

export interface Toaster {
  success(title: string, message?: string): void;
  error(title: string, message?: string): void;
  /** Spec 000 §8's failure toast: 'Oops, something went wrong' with the server's errorMessage, when it gave one. */
  failure(errorMessage?: string | null): void;
}

/** Adds a toast unless the same one is already showing; the newest goes last. */
export function addToast(toasts: Toast[], toast: Toast): Toast[] {
  const same = (shown: Toast) =>
    shown.kind === toast.kind && shown.title === toast.title && shown.message === toast.message;
  return toasts.some(same) ? toasts : [...toasts, toast];
}

const ToastContext = createContext<Toaster | null>(null);

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it (the admin layout has one)');
  return toaster;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((shown) => shown.filter((toast) => toast.id !== id)), []);
  const toaster = useMemo<Toaster>(() => {
    const show = (kind: ToastKind, title: string, message?: string | null) => {
      const id = nextId.current++;
      setToasts((shown) => addToast(shown, { id, kind, title, ...(message ? { message } : {}) }));
    };
    return {
      success: (title, message) => show('success', title, message),
      error: (title, message) => show('error', title, message),
      failure: (errorMessage) => show('error', SPEC_TEXTS.oopsSomethingWentWrong, errorMessage),
    };
  }, []);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <section className={styles.region} aria-label={ADMIN_TEXTS.notifications}>
        {toasts.map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
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
      <button
        type="button"
        className={styles.close}
        aria-label={`${ADMIN_TEXTS.dismiss}: ${toast.title}`}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
