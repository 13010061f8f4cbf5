// The signed-in member as the browser knows her: userAccount (network only), refreshed after sign-in and
// registration. A visitor (or an admin session, which shows the visitor menu, spec 000 §6) has no account.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { CurrentAccountDocument, UserLogoutDocument, type CurrentAccountQuery } from '../gen/graphql';

export type Account = CurrentAccountQuery['userAccount'];

export interface Session {
  /** The signed-in member, or null for a visitor. */
  account: Account | null;
  /** True until the first answer about the session arrives. */
  loading: boolean;
  /** Asks the server again who is signed in (after sign-in, registration or confirming an e-mail). */
  refresh: () => Promise<Account | null>;
  /** Revokes the session; the page then reloads on the home page (spec 000 §7 userLogout). */
  logOut: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it');
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // A visitor's userAccount answers UNAUTHENTICATED: that is "nobody signed in", not a failure to show.
  const { data, loading, refetch } = useQuery(CurrentAccountDocument, {
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: true,
  });
  const account = data?.userAccount ?? null;

  const refresh = useCallback(async () => {
    const result = await refetch();
    return result.data?.userAccount ?? null;
  }, [refetch]);

  const logOut = useCallback(async () => {
    await client.query({ query: UserLogoutDocument, fetchPolicy: 'no-cache' }).catch(() => undefined);
    await client.clearStore();
    window.location.assign('/');
  }, [client]);

  const session = useMemo<Session>(
    () => ({ account, loading: loading && !data, refresh, logOut }),
    [account, loading, data, refresh, logOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
