// SocialActivitySeen (social-events): she looked at the social area; her activity up to then is seen.
import { on } from '@golightly/events';
import { SocialActivitySeenSchema } from '@golightly/proto';
import { activitySeen } from '../app/social-activity';

export const socialActivitySeen = on(SocialActivitySeenSchema, (event, trx) =>
  activitySeen(trx, event.message.memberId, event.occurredAt),
);
