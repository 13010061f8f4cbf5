// The accounts dialogs and the modal rules of spec 000 §4: one dialog at a time, so opening login closes
// forgot-password and opening forgot-password closes login.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ForgotPasswordDialog } from './forgot-password-form';
import { LoginDialog } from './login-form';

export type AuthDialog = 'login' | 'forgotPassword';

interface AuthDialogs {
  open: AuthDialog | null;
  show: (dialog: AuthDialog) => void;
  close: () => void;
}

const DialogContext = createContext<AuthDialogs | null>(null);

export function useAuthDialogs(): AuthDialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useAuthDialogs needs an <AuthDialogsProvider> above it');
  return dialogs;
}

export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<AuthDialog | null>(null);
  const show = useCallback((dialog: AuthDialog) => setOpen(dialog), []);
  const close = useCallback(() => setOpen(null), []);
  const value = useMemo(() => ({ open, show, close }), [open, show, close]);
  return (
    <DialogContext.Provider value={value}>
      {children}
      {open === 'login' && <LoginDialog onClose={close} />}
      {open === 'forgotPassword' && <ForgotPasswordDialog onClose={close} />}
    </DialogContext.Provider>
  );
}
