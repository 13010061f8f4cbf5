// Toasts for the admin screens (spec 000 §9: 7000 ms, top-right, no duplicates, newest at the bottom; the list and
// its region are @golightly/web-kit's, shared with the member app). One provider, in the admin layout, so a toast
// outlives the screen that raised it.
//
//   const toast = useToast();
//   toast.success(SPEC_TEXTS.adminUserAdded);               // role=status
//   toast.failure(result.errorMessage);                     // role=alert: 'Oops, something went wrong' + the message
//   toast.error('Could not load the roles', 'Try again.');  // role=alert, any title
//
// Texts come from ../texts, never typed at the call site.
import {
  addToast,
  TOAST_DURATION_MS,
  ToastRegion,
  useToastList,
  type Toast as SharedToast,
} from '@golightly/web-kit/toasts';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ADMIN_TEXTS, SPEC_TEXTS } from '../texts';

export { addToast, TOAST_DURATION_MS };

export type ToastKind = 'success' | 'error';

export type Toast = SharedToast<ToastKind>;

export interface Toaster {
  success(title: string, message?: string): void;
  error(title: string, message?: string): void;
  /** Spec 000 §8's failure toast: 'Oops, something went wrong' with the server's errorMessage, when it gave one. */
  failure(errorMessage?: string | null): void;
}

const ToastContext = createContext<Toaster | null>(null);

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast needs a <ToastProvider> above it (the admin layout has one)');
  return toaster;
}

const dismissLabel = (toast: Toast) => `${ADMIN_TEXTS.dismiss}: ${toast.title}`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToastList<ToastKind>();
  const toaster = useMemo<Toaster>(() => {
    const showOne = (kind: ToastKind, title: string, message?: string | null) =>
      show({ kind, title, ...(message ? { message } : {}) });
    return {
      success: (title, message) => showOne('success', title, message),
      error: (title, message) => showOne('error', title, message),
      failure: (errorMessage) => showOne('error', SPEC_TEXTS.oopsSomethingWentWrong, errorMessage),
    };
  }, [show]);

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} label={ADMIN_TEXTS.notifications} dismissLabel={dismissLabel} />
    </ToastContext.Provider>
  );
}
