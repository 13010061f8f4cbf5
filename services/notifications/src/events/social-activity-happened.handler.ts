// SocialActivityHappened (social-events): unseen activity for the member, and a line about it in her notifications.
import { on } from '@golightly/events';
import { SocialActivityHappenedSchema, SocialActivityKind as ActivityKind } from '@golightly/proto';
import { activityHappened } from '../app/social-activity';
import type { SocialActivityKind } from '../domain/social-activity';

const KINDS: Partial<Record<ActivityKind, SocialActivityKind>> = {
  [ActivityKind.MENTION]: 'mention',
  [ActivityKind.COMMENT]: 'comment',
  [ActivityKind.CONNECTION_REQUEST]: 'connection_request',
  [ActivityKind.EVENT_INVITATION]: 'event_invitation',
};

export const socialActivityHappened = on(SocialActivityHappenedSchema, async (event, trx) => {
  const activity = event.message;
  const kind = KINDS[activity.kind];
  if (!kind) throw new Error(`social activity ${activity.activityId} has no kind`);
  await activityHappened(trx, {
    activityId: activity.activityId,
    memberId: activity.memberId,
    kind,
    actorId: activity.actorId,
    entityId: activity.entityId,
    occurredAt: event.occurredAt,
  });
});
