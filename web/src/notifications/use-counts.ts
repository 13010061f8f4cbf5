// The signed-in member's unread and social counts for the header's unread dot and social badge.
// Spec 000 §9: getUnreadCount is polled every 5 s and getSocialCount every 1 s, for members only.
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useSession } from '../auth/session';

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

const UnreadCountDocument: TypedDocumentNode<{ getUnreadCount: UnreadCounts }> = gql`
  query UnreadCount {
    getUnreadCount {
      hostCount
      guestCount
      total
      privateCount
    }
  }
`;

const SocialCountDocument: TypedDocumentNode<{ getSocialCount: { socialCount: number } }> = gql`
  query SocialCount {
    getSocialCount {
      socialCount
    }
  }
`;

export function useCounts(): Counts {
  const { account } = useSession();
  const isMember = account !== null;
  const unread = useQuery(UnreadCountDocument, {
    skip: !isMember,
    pollInterval: UNREAD_POLL_MS,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const social = useQuery(SocialCountDocument, {
    skip: !isMember,
    pollInterval: SOCIAL_POLL_MS,
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  if (!isMember) return { unread: null, socialCount: null };
  return {
    unread: unread.data?.getUnreadCount ?? null,
    socialCount: social.data?.getSocialCount.socialCount ?? null,
  };
}
