// The member's counts (decision 0019): unread reservation-thread messages as host and as guest, unread private
// messages, and unseen social activity. Pure rules; the rows live in src/db/counts.ts.

export interface UnreadCounts {
  hostCount: number;
  guestCount: number;
  /** Everything waiting to be read: hostCount + guestCount + privateCount (the header's unread dot). */
  total: number;
  privateCount: number;
}

export interface MemberCounts extends UnreadCounts {
  socialCount: number;
}

export type MessageRole = 'host' | 'guest' | 'private';

export const NO_COUNTS: MemberCounts = { hostCount: 0, guestCount: 0, total: 0, privateCount: 0, socialCount: 0 };

/** Builds the counts from the number of unread messages per role and the unseen social activity. */
export function memberCounts(unreadByRole: Partial<Record<MessageRole, number>>, socialCount: number): MemberCounts {
  const hostCount = unreadByRole.host ?? 0;
  const guestCount = unreadByRole.guest ?? 0;
  const privateCount = unreadByRole.private ?? 0;
  return { hostCount, guestCount, privateCount, total: hostCount + guestCount + privateCount, socialCount };
}

/** The unread part of the counts, as getUnreadCount answers it. */
export const unreadPart = ({ hostCount, guestCount, total, privateCount }: MemberCounts): UnreadCounts => ({
  hostCount,
  guestCount,
  total,
  privateCount,
});
