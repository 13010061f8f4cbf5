// The viewer (visitor, admin session or member with her role limits) and the server's gate decisions, per path.
// Gate answers are kept per path for the session and forgotten whenever the signed-in account changes (sign-in,
// sign-out, a refreshed account), or when a screen that changed what the gates depend on calls `invalidate`.
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSession } from '../auth/session';
import { ShellAdminEmailDocument, ShellRoleLimitsDocument, UserGateDocument } from '../gen/graphql';
import type { RoleLimits, SocialAccess, Viewer, ViewerAccount } from './viewer';

export type GateAnswer =
  | { decision: 'allow'; socialAccess: SocialAccess; canInvite: boolean }
  | { decision: 'redirect'; redirectTo: string; socialAccess: SocialAccess; canInvite: boolean }
  | { decision: 'notFound'; socialAccess: SocialAccess; canInvite: boolean };

type LoadGate = (path: string) => Promise<GateAnswer>;

/** Gate answers per path for one state of the session; a new store starts when the account changes. */
export class GateStore {
  private readonly answers = new Map<string, GateAnswer>();
  private readonly pending = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly load: LoadGate) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get(path: string): GateAnswer | undefined {
    return this.answers.get(path);
  }

  request(path: string): void {
    if (this.answers.has(path) || this.pending.has(path)) return;
    this.pending.add(path);
    void this.load(path).then((answer) => {
      this.pending.delete(path);
      this.answers.set(path, answer);
      this.listeners.forEach((listener) => listener());
    });
  }
}

const SOCIAL_ACCESS: readonly SocialAccess[] = ['open', 'rules', 'closed'];

/**
 * The server's path check accepts letters, digits and `-_./?=&%`; anything else in a path (an e-mail's `@` in a
 * referral link) is percent-encoded so the question can still be asked.
 */
export function gatePath(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path.replace(/[^\w\-./%]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

interface GatesValue {
  viewer: Viewer;
  /** False until the session and the role limits have answered: nothing gated renders before. */
  resolved: boolean;
  /** The session (userAccount) has answered at least once. */
  sessionSettled: boolean;
  store: GateStore;
  /** Forget the gate answers (after a change the gates depend on, e.g. accepting the social rules). */
  invalidate: () => void;
}

const GatesContext = createContext<GatesValue | null>(null);

export function useGates(): GatesValue {
  const gates = useContext(GatesContext);
  if (!gates) throw new Error('useGates needs a <GatesProvider> above it');
  return gates;
}

/** The viewer; a member's invite option and social access come from the server's gate answer. */
export function useViewer(): Viewer {
  const { viewer } = useGates();
  const access = useGate(viewer.kind === 'member' ? '/social' : null);
  return useMemo(
    () =>
      viewer.kind === 'member' && access
        ? { ...viewer, canInvite: access.canInvite, socialAccess: access.socialAccess }
        : viewer,
    [viewer, access],
  );
}

/** The server's answer for `path`, asked once per path and session; undefined while it is on its way. */
export function useGate(path: string | null): GateAnswer | undefined {
  const { store } = useGates();
  const key = path === null ? null : gatePath(path);
  const answer = useSyncExternalStore(store.subscribe, () => (key === null ? undefined : store.get(key)));
  useEffect(() => {
    if (key !== null) store.request(key);
  }, [store, key]);
  return answer;
}

/** A plain member's limits, used when the role question fails, so the header still works. */
const PLAIN_MEMBER_LIMITS: RoleLimits = {
  role: 'member',
  accountHome: '/dashboard',
  showDashboard: true,
  showProfile: true,
  showPayouts: true,
  showTransactions: true,
  showAccountSettings: true,
  showInvite: true,
  showListYourSpace: true,
  showManageListings: true,
  showMembers: true,
  showSaved: true,
  showGoHost: true,
  mayOpenSecurity: false,
  countsAsComplete: false,
};

interface RoleAnswer {
  limits: RoleLimits | null;
  adminEmail: string | null;
}

interface RoleState extends RoleAnswer {
  /** Which session state this answer belongs to. */
  sessionKey: string;
}

/** The role limits of whoever the session cookie belongs to, and an admin session's e-mail. Never throws. */
async function askRole(client: ApolloClient): Promise<RoleAnswer> {
  const limits = await client
    .query({ query: ShellRoleLimitsDocument, fetchPolicy: 'network-only' })
    .then((result) => result.data?.myRoleLimits ?? null)
    .catch(() => null);
  if (limits?.role !== 'admin') return { limits, adminEmail: null };
  const adminEmail = await client
    .query({ query: ShellAdminEmailDocument, fetchPolicy: 'network-only' })
    .then((result) => result.data?.myAdminAccess.admin.email ?? null)
    .catch(() => null);
  return { limits, adminEmail };
}

export function GatesProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { account, loading: sessionLoading } = useSession();
  const sessionKey = sessionLoading ? 'loading' : (account?.userId ?? 'visitor');
  const [role, setRole] = useState<RoleState | null>(null);
  const [generation, setGeneration] = useState(0);

  // The first question goes out with the session's own, not after it: both depend only on the session cookie.
  const firstRoleAnswer = useRef<Promise<RoleAnswer> | 'used' | null>(null);

  useEffect(() => {
    if (sessionKey === 'loading') {
      if (firstRoleAnswer.current === null) firstRoleAnswer.current = askRole(client);
      return;
    }
    const pending =
      firstRoleAnswer.current && firstRoleAnswer.current !== 'used' ? firstRoleAnswer.current : askRole(client);
    firstRoleAnswer.current = 'used';
    let current = true;
    void pending.then((answer) => {
      if (current) setRole({ sessionKey, ...answer });
    });
    return () => {
      current = false;
    };
  }, [client, sessionKey]);

  // A new store (so fresh answers) for every change of the account: another member, the same one refreshed, or a
  // session without an account (an admin's, a co-host's) that the role answer tells apart from a visitor's.
  const roleKey = role ? `${role.sessionKey}:${role.limits?.role ?? 'unknown'}` : 'none';
  const store = useMemo(
    () =>
      new GateStore(async (path) => {
        try {
          const result = await client.query({
            query: UserGateDocument,
            variables: { path },
            fetchPolicy: 'network-only',
          });
          return toGateAnswer(result.data?.userGate);
        } catch {
          // The app only mirrors the server, which still refuses what a gate forbids: a failed question shows the page.
          return toGateAnswer(undefined);
        }
      }),
    // `account`, `roleKey` and `generation` are not read inside: a change of any is what starts a fresh store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, account, roleKey, generation],
  );

  const invalidate = useCallback(() => setGeneration((n) => n + 1), []);
  // Only the first answer holds the page back. Later (sign-in, a refreshed account) the page stays while the role
  // is asked again: a member's pages are still gated by the server, and a form mid-submit is not torn down.
  const resolved = role !== null;

  const viewer = useMemo<Viewer>(() => {
    const current = sessionKey === 'loading' || role?.sessionKey === sessionKey ? role : null;
    if (current?.limits?.role === 'admin') return { kind: 'admin', email: current.adminEmail };
    // A co-host's session acts for her host, whose account is not hers to read: she has role limits, no account.
    if (!account && current?.limits?.role === 'coHost') return memberViewer(CO_HOST_ACCOUNT, current.limits);
    if (!account) return { kind: 'visitor' };
    return memberViewer(account, current?.limits ?? PLAIN_MEMBER_LIMITS);
  }, [role, sessionKey, account]);

  const sessionSettled = resolved || sessionKey !== 'loading';
  const value = useMemo(
    () => ({ viewer, resolved, sessionSettled, store, invalidate }),
    [viewer, resolved, sessionSettled, store, invalidate],
  );
  return <GatesContext.Provider value={value}>{children}</GatesContext.Provider>;
}

/** What the shell shows of a co-host: her limits decide the links; the avatar button reads "Co-host". */
const CO_HOST_ACCOUNT: ViewerAccount = {
  userId: 'co-host',
  profileId: 0,
  firstName: 'Co-host',
  lastName: '',
  email: null,
  gender: null,
  isDiamond: false,
  picture: null,
  step1: 'completed',
  step2: 'completed',
  step3: 'completed',
  step4: 'completed',
  verification: { isEmailConfirmed: false },
};

function memberViewer(account: ViewerAccount, limits: RoleLimits): Viewer {
  return { kind: 'member', account, limits, canInvite: false, socialAccess: 'closed' };
}

function toGateAnswer(
  gate: { decision: string; redirectTo?: string | null; socialAccess: string; canInvite: boolean } | undefined,
): GateAnswer {
  if (!gate) return { decision: 'allow', socialAccess: 'closed', canInvite: false };
  const socialAccess = SOCIAL_ACCESS.find((access) => access === gate.socialAccess) ?? 'closed';
  const { canInvite } = gate;
  if (gate.decision === 'redirect' && gate.redirectTo) {
    return { decision: 'redirect', redirectTo: gate.redirectTo, socialAccess, canInvite };
  }
  if (gate.decision === 'notFound') return { decision: 'notFound', socialAccess, canInvite };
  return { decision: 'allow', socialAccess, canInvite };
}
