// Who is signed in to the admin app: a context the frame, the guard and the log-in page read.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { adminKeycloak, REFRESH_MARGIN_SECONDS, renewAdminTokens, signInAdmin, signOutAdmin } from './admin-sign-in';
import { readOidcConfig } from './oidc-config';

export type AdminSession =
  | { status: 'checking' }
  | { status: 'signedOut'; problem?: string }
  | { status: 'signedIn'; email: string; isSuperAdmin: boolean };

export interface AdminAuth {
  session: AdminSession;
  /** Goes to the provider's sign-in page; comes back to `returnTo` (a path inside the admin app). */
  signIn(returnTo: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Fetches new tokens at once and shows the address they name; false when that fails (she must sign in again).
   * Called after she changed her own sign-in e-mail (decision 0031).
   */
  renew?(): Promise<boolean>;
}

const noop = async () => undefined;
export const AdminAuthContext = createContext<AdminAuth>({
  session: { status: 'checking' },
  signIn: noop,
  signOut: noop,
});

export const useAdminAuth = () => useContext(AdminAuthContext);

/** The admin app's absolute address for a path inside it (the router's paths have no /siteadmin prefix). */
export function adminAppHref(path: string, origin = window.location.origin, base = import.meta.env.BASE_URL): string {
  return new URL(`${base.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`, origin).href;
}

/** A page reload forgets the tokens; this flag says the admin was signed in, so sign-in resumes by itself. */
const RESUME_KEY = 'golightly-admin:signed-in';

export function shouldResumeSignIn(storage: Pick<Storage, 'getItem'> = window.sessionStorage): boolean {
  return storage.getItem(RESUME_KEY) === '1';
}

export function AdminSessionProvider({ children, onSettled }: { children: ReactNode; onSettled?: () => void }) {
  const config = useMemo(() => readOidcConfig(), []);
  const [session, setSession] = useState<AdminSession>({ status: 'checking' });

  useEffect(() => {
    let refresh: ReturnType<typeof setInterval> | undefined;
    let cancelled = false;
    adminKeycloak(config)
      .then((keycloak) => {
        if (cancelled) return;
        const signedOut = () => {
          window.sessionStorage.removeItem(RESUME_KEY);
          setSession({ status: 'signedOut', problem: 'Your sign-in has ended. Please sign in again.' });
        };
        if (keycloak.authenticated && keycloak.idTokenParsed) {
          const claims = keycloak.idTokenParsed as { email?: string; is_super_admin?: boolean };
          window.sessionStorage.setItem(RESUME_KEY, '1');
          setSession({ status: 'signedIn', email: claims.email ?? '', isSuperAdmin: claims.is_super_admin === true });
          // Refresh ahead of expiry, so a screen left open keeps working.
          keycloak.onTokenExpired = () => void keycloak.updateToken(REFRESH_MARGIN_SECONDS).catch(signedOut);
          refresh = setInterval(() => void keycloak.updateToken(REFRESH_MARGIN_SECONDS).catch(signedOut), 30_000);
        } else {
          setSession({ status: 'signedOut' });
        }
        onSettled?.();
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled)
          setSession({
            status: 'signedOut',
            problem: 'The sign-in provider could not be reached. Try again in a moment.',
          });
      });
    return () => {
      cancelled = true;
      clearInterval(refresh);
    };
  }, [config, onSettled]);

  const auth = useMemo<AdminAuth>(
    () => ({
      session,
      signIn: (returnTo) => signInAdmin(config, adminAppHref(returnTo)),
      signOut: async () => {
        window.sessionStorage.removeItem(RESUME_KEY);
        await signOutAdmin(config, adminAppHref('/'));
      },
      renew: async () => {
        const claims = await renewAdminTokens();
        if (!claims?.email) return false;
        setSession({ status: 'signedIn', email: claims.email, isSuperAdmin: claims.is_super_admin === true });
        return true;
      },
    }),
    [config, session],
  );
  return <AdminAuthContext.Provider value={auth}>{children}</AdminAuthContext.Provider>;
}
