// What the signed-in admin may open (spec 000 §6): her privileges from `myAdminAccess`, checked with the very rule the
// gateway and the subgraphs enforce (@golightly/admin-rules' isUrlAllowed). The side menu and the page guard read it.
//
//   const access = useAdminAccess();
//   access.status            // 'checking' | 'ready' | 'unavailable'
//   access.mayOpen('/users') // a path below /siteadmin, as the router has it; false until ready
//   access.retry()           // asks again after 'unavailable'
import { useQuery } from '@apollo/client/react';
import { EVERY_ADMIN_URLS, isUrlAllowed, normaliseAdminUrl, type AdminGrant } from '@golightly/admin-rules';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { MyAdminAccessDocument } from '../gen/graphql';
import { useAdminAuth } from './admin-session';

/** The URL the rule checks for a router path: the app lives under /siteadmin. */
export const adminUrlOf = (path: string) => `/siteadmin${path === '/' ? '' : path}`;

/**
 * Whether an admin with `grant` may open the router path `path` (a concrete path, `/member-perks/edit/4`): the
 * spec's exact-URL rule, plus the pages every admin opens (her own account details).
 */
export function mayOpenPath(grant: AdminGrant, path: string): boolean {
  const url = adminUrlOf(path);
  const normalised = normaliseAdminUrl(url);
  if (normalised !== null && EVERY_ADMIN_URLS.includes(normalised)) return true;
  return isUrlAllowed(grant, url);
}

export interface AdminAccess {
  /** checking: asked, no answer yet (or nobody signed in); unavailable: the gateway did not answer. */
  status: 'checking' | 'ready' | 'unavailable';
  /** Her grant once ready; null before. */
  grant: AdminGrant | null;
  /** Whether she may open a router path; false until her access is known. */
  mayOpen(path: string): boolean;
  retry(): void;
}

const NOBODY: AdminAccess = { status: 'checking', grant: null, mayOpen: () => false, retry: () => undefined };

export const AdminAccessContext = createContext<AdminAccess>(NOBODY);

export const useAdminAccess = () => useContext(AdminAccessContext);

/** Loads her access once she is signed in; nothing is asked on the log-in page or while signed out. */
export function AdminAccessProvider({ children }: { children: ReactNode }) {
  const { session } = useAdminAuth();
  const { data, error, refetch } = useQuery(MyAdminAccessDocument, {
    skip: session.status !== 'signedIn',
    notifyOnNetworkStatusChange: true,
  });
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const answer = data?.myAdminAccess;

  const access = useMemo<AdminAccess>(() => {
    if (answer) {
      const grant: AdminGrant = {
        isSuperAdmin: answer.admin.isSuperAdmin,
        privilegeIds: answer.privileges.map((p) => p.id),
      };
      return { status: 'ready', grant, mayOpen: (path) => mayOpenPath(grant, path), retry };
    }
    return { ...NOBODY, status: error ? 'unavailable' : 'checking', retry };
  }, [answer, error, retry]);

  return <AdminAccessContext.Provider value={access}>{children}</AdminAccessContext.Provider>;
}
