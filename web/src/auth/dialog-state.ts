// Which accounts dialog is open, and the hook every dialog and page uses to open or close one. Its own module so the
// dialogs can use it without importing the provider that renders them (no import cycle).
import { createContext, useContext } from 'react';

export const AUTH_DIALOGS = ['login', 'signUp', 'referralCode', 'forgotPassword'] as const;
export type AuthDialog = (typeof AUTH_DIALOGS)[number];

/** The modal state machine: whichever dialog opens is the only one open; closing leaves none. */
export function nextOpenDialog(_current: AuthDialog | null, event: { open: AuthDialog } | 'close'): AuthDialog | null {
  return event === 'close' ? null : event.open;
}

export interface AuthDialogs {
  open: AuthDialog | null;
  show: (dialog: AuthDialog) => void;
  close: () => void;
}

export const DialogContext = createContext<AuthDialogs | null>(null);

export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useAuthDialogs needs an <AuthDialogsProvider> above it');
  return dialogs;
}
