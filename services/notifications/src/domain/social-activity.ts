// Social activity a member hears of (mentions, comments on her posts, connection requests, event invitations):
// what it is called and the line she reads about it in her notifications.

export const SOCIAL_ACTIVITY_KINDS = ['mention', 'comment', 'connection_request', 'event_invitation'] as const;
export type SocialActivityKind = (typeof SOCIAL_ACTIVITY_KINDS)[number];

/** The line shown in her notifications; `actorName` is the actor's first name, when notifications knows it. */
export function socialActivityLine(kind: SocialActivityKind, actorName: string | undefined): string {
  const who = actorName?.trim() || 'A member';
  switch (kind) {
    case 'mention':
      return `${who} mentioned you.`;
    case 'comment':
      return `${who} commented on your post.`;
    case 'connection_request':
      return `${who} would like to connect with you.`;
    case 'event_invitation':
      return `${who} invited you to an event.`;
  }
}
