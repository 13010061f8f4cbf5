// Social activity for a member (social-events' mentions, comments, connection requests, event invitations): it
// counts as unseen and gets a line in her notifications; she sees it by opening the social area (a mutation here,
// or social-events telling us). Every change tells every instance to push her counts once it commits.
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { addSocialActivity, markSocialActivitySeen, readMemberCounts, signalCountsChanged } from '../db/counts';
import { firstNameOf, insertNotification } from '../db/member-contacts';
import { socialActivityLine, type SocialActivityKind } from '../domain/social-activity';
import { memberOf } from './member-counts';

export interface Activity {
  activityId: string;
  memberId: string;
  kind: SocialActivityKind;
  actorId: string;
  entityId: string;
  occurredAt: Date;
}

/** Records the activity once, however often it arrives; what she did herself is nothing to tell her. */
export async function activityHappened(trx: Knex.Transaction, activity: Activity): Promise<void> {
  if (activity.actorId === activity.memberId) return;
  if (!(await addSocialActivity(trx, activity))) return;
  const line = socialActivityLine(activity.kind, await firstNameOf(trx, activity.actorId));
  await insertNotification(trx, activity.memberId, activity.kind, line);
  await signalCountsChanged(trx, activity.memberId);
}

/** Social-events says she looked at her activity at `seenAt`. */
export async function activitySeen(trx: Knex.Transaction, memberId: string, seenAt: Date): Promise<void> {
  if ((await markSocialActivitySeen(trx, memberId, seenAt)) > 0) await signalCountsChanged(trx, memberId);
}

/** The signed-in member opened the social area: everything so far is seen. Answers her social count afterwards. */
export async function markOwnActivitySeen(
  db: Knex,
  caller: Identity | null,
  now = new Date(),
): Promise<{ socialCount: number }> {
  const memberId = memberOf(caller);
  return db.transaction(async (trx) => {
    await activitySeen(trx, memberId, now);
    return { socialCount: (await readMemberCounts(trx, memberId)).socialCount };
  });
}
