// Spec 000 §4, §9: a signed-in member's status is asked every 15 s; when the server says she no longer exists
// (her account was deleted, here or by an admin), the browser ends her session, goes home and says why.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../auth/session';
import { CheckUserStatusDocument, UserLogoutDocument } from '../gen/graphql';
import { useToast } from '../toasts/toasts';
import { useGates } from './gates-provider';

export const USER_STATUS_POLL_MS = 15_000;

export function SessionWatch() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { refresh } = useSession();
  // A member, or a co-host (whose session has no account of its own to read, but a member behind it).
  const signedIn = useGates().viewer.kind === 'member';
  const ending = useRef(false);
  const { data } = useQuery(CheckUserStatusDocument, {
    skip: !signedIn,
    pollInterval: USER_STATUS_POLL_MS,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const gone = signedIn && data?.getCheckUserStatus.userExistStatus === false;

  useEffect(() => {
    if (!gone || ending.current) return;
    ending.current = true;
    void (async () => {
      // Revoke the cookie too, so a reload does not bring back a session with nobody behind it.
      await client.query({ query: UserLogoutDocument, fetchPolicy: 'no-cache' }).catch(() => undefined);
      await client.clearStore();
      await refresh().catch(() => null);
      await navigate('/', { replace: true });
      toast({
        kind: 'info',
        title: 'You have been signed out',
        message: 'Your account is no longer available. Contact us if you think this is a mistake.',
      });
      ending.current = false;
    })();
  }, [gone, client, refresh, navigate, toast]);

  return null;
}
