// Toasts (spec 000 §9): 7000 ms, top-right, no duplicates, newest at the bottom. One provider for the app; the list
// and its region are @golightly/web-kit's, shared with the admin app.
import {
  addToast,
  TOAST_DURATION_MS,
  ToastRegion,
  useToastList,
  type Toast,
  type ToastKind,
} from '@golightly/web-kit/toasts';
import { createContext, useContext, type ReactNode } from 'react';

export { addToast, TOAST_DURATION_MS, type Toast, type ToastKind };

export interface ToastInput {
  kind: ToastKind;
  title: string;
  message?: string;
}

type ShowToast = (toast: ToastInput) => void;

const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a <ToastProvider> above it');
  return show;
}

/** "Dismiss: " and all the toast says, so two toasts with one title still have different names. */
const dismissLabel = (toast: Toast) => `Dismiss: ${[toast.title, toast.message].filter(Boolean).join('. ')}`;

export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToastList();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion
        toasts={toasts}
        onDismiss={dismiss}
        label="Notifications"
        live="polite"
        dismissLabel={dismissLabel}
      />
    </ToastContext.Provider>
  );
}
