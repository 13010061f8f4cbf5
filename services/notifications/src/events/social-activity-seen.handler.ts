// SocialActivitySeen (social-events): she looked at the social area; her activity up to then is seen.
import { on } from '@golightly/events';
import { SocialActivitySeenSchema } from '@golightly/proto';
import { markSocialActivitySeen, signalCountsChanged } from '../db/counts';

export const socialActivitySeen = on(SocialActivitySeenSchema, async (event, trx) => {
  const seen = await markSocialActivitySeen(trx, event.message.memberId, event.occurredAt);
  if (seen > 0) await signalCountsChanged(trx, event.message.memberId);
});
