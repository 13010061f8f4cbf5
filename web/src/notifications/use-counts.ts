// The signed-in member's unread and social counts for the header's unread dot and social badge. Pushed over the
// live websocket when it is up; otherwise polled as spec 000 §9 says: getUnreadCount every 5 s, getSocialCount every
// 1 s. For members only: a visitor has no counts.
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useSession } from '../auth/session';
import { SocialCountDocument, UnreadCountDocument } from '../gen/graphql';
import { listenToLiveCounts, type LiveCounts } from './live-counts';

export interface UnreadCounts {
  hostCount: number;
  guestCount: number;
  total: number;
  privateCount: number;
}

export interface Counts {
  /** Unread reservation and private messages; null for a visitor or before the first answer. */
  unread: UnreadCounts | null;
  /** Unseen social activity; null for a visitor or before the first answer. */
  socialCount: number | null;
}

export const UNREAD_POLL_MS = 5_000;
export const SOCIAL_POLL_MS = 1_000;

/** Live counts for the signed-in member `userId`, or null while the socket is down (or nobody is signed in). */
function useLiveCounts(userId: string | undefined): LiveCounts | null {
  const [live, setLive] = useState<{ userId: string; counts: LiveCounts | null } | null>(null);
  useEffect(() => {
    if (!userId) return undefined;
    return listenToLiveCounts((counts) => setLive({ userId, counts }));
  }, [userId]);
  // Counts heard for an earlier session never show for the next one.
  return live && live.userId === userId ? live.counts : null;
}

export function useCounts(): Counts {
  const { account } = useSession();
  const userId = account?.userId;
  const live = useLiveCounts(userId);
  const poll = userId !== undefined && live === null;
  const unread = useQuery(UnreadCountDocument, {
    skip: !poll,
    pollInterval: UNREAD_POLL_MS,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const social = useQuery(SocialCountDocument, {
    skip: !poll,
    pollInterval: SOCIAL_POLL_MS,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  if (userId === undefined) return { unread: null, socialCount: null };
  if (live) {
    const { hostCount, guestCount, total, privateCount } = live;
    return { unread: { hostCount, guestCount, total, privateCount }, socialCount: live.socialCount };
  }
  return {
    unread: unread.data?.getUnreadCount ?? null,
    socialCount: social.data?.getSocialCount.socialCount ?? null,
  };
}
