// The accounts dialogs and the modal rules of spec 000 §4. The open dialog is one state value, so the rules hold by
// construction: opening login closes sign-up and forgot-password, opening sign-up or forgot-password closes login,
// opening the referral form closes sign-up and login. (The new-user dialog will join this union when it comes.)
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ForgotPasswordDialog } from './forgot-password-form';
import { LoginDialog } from './login-form';
import { ReferralCodeDialog } from './referral-code-dialog';
import { SignUpDialog } from './sign-up-dialog';

export const AUTH_DIALOGS = ['login', 'signUp', 'referralCode', 'forgotPassword'] as const;
export type AuthDialog = (typeof AUTH_DIALOGS)[number];

/** The modal state machine: whichever dialog opens is the only one open; closing leaves none. */
export function nextOpenDialog(_current: AuthDialog | null, event: { open: AuthDialog } | 'close'): AuthDialog | null {
  return event === 'close' ? null : event.open;
}

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
  const show = useCallback((dialog: AuthDialog) => setOpen((current) => nextOpenDialog(current, { open: dialog })), []);
  const close = useCallback(() => setOpen((current) => nextOpenDialog(current, 'close')), []);
  const value = useMemo(() => ({ open, show, close }), [open, show, close]);
  return (
    <DialogContext.Provider value={value}>
      {children}
      {open === 'login' && <LoginDialog onClose={close} />}
      {open === 'signUp' && <SignUpDialog onClose={close} />}
      {open === 'referralCode' && <ReferralCodeDialog onClose={close} />}
      {open === 'forgotPassword' && <ForgotPasswordDialog onClose={close} />}
    </DialogContext.Provider>
  );
}
