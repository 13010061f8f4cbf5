// The accounts dialogs and the modal rules of spec 000 §4. The open dialog is one state value, so the rules hold by
// construction: opening login closes sign-up and forgot-password, opening sign-up or forgot-password closes login,
// opening the referral form closes sign-up and login. (The new-user dialog will join this union when it comes.)
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DialogContext, nextOpenDialog, type AuthDialog } from './dialog-state';
import { ForgotPasswordDialog } from './forgot-password-form';
import { LoginDialog } from './login-form';
import { ReferralCodeDialog } from './referral-code-dialog';
import { SignUpDialog } from './sign-up-dialog';

export { AUTH_DIALOGS, nextOpenDialog, useAuthDialogs, type AuthDialog, type AuthDialogs } from './dialog-state';

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
