// The rows behind the member's counts, and the change signal every notifications instance listens for.
import type { Knex } from '@golightly/db';
import { memberCounts, type MemberCounts, type MessageRole } from '../domain/counts';
import type { SocialActivityKind } from '../domain/social-activity';

/** The Postgres channel a transaction that changed a member's counts notifies, with her user id as payload. */
export const COUNTS_CHANNEL = 'notifications_member_counts';

export type MessageSource = 'reservation' | 'private';

export interface UnreadMessage {
  source: MessageSource;
  messageId: string;
  recipientId: string;
  conversationId: string;
  role: MessageRole;
  postedAt: Date;
}

/** Records one unread message; the same message recorded again changes nothing. */
export async function addUnreadMessage(trx: Knex.Transaction, message: UnreadMessage): Promise<void> {
  await trx('unread_messages')
    .insert({
      source: message.source,
      message_id: message.messageId,
      recipient_id: message.recipientId,
      conversation_id: message.conversationId,
      role: message.role,
      posted_at: message.postedAt,
    })
    .onConflict(['source', 'message_id'])
    .ignore();
}

/** She read a conversation: its messages to her posted up to `readAt` are no longer unread. */
export async function markConversationRead(
  trx: Knex.Transaction,
  read: { source: MessageSource; conversationId: string; readerId: string; readAt: Date },
): Promise<number> {
  return trx('unread_messages')
    .where({ source: read.source, conversation_id: read.conversationId, recipient_id: read.readerId })
    .andWhere('posted_at', '<=', read.readAt)
    .delete();
}

export interface SocialActivity {
  activityId: string;
  memberId: string;
  kind: SocialActivityKind;
  actorId: string;
  entityId: string;
  occurredAt: Date;
}

/** Records unseen social activity; returns false when this activity was already recorded. */
export async function addSocialActivity(trx: Knex.Transaction, activity: SocialActivity): Promise<boolean> {
  const inserted = await trx('social_activities')
    .insert({
      activity_id: activity.activityId,
      member_id: activity.memberId,
      kind: activity.kind,
      actor_id: activity.actorId,
      entity_id: activity.entityId,
      occurred_at: activity.occurredAt,
    })
    .onConflict('activity_id')
    .ignore()
    .returning('activity_id');
  return inserted.length > 0;
}

/** She looked at her social activity: everything up to `seenAt` is seen. */
export async function markSocialActivitySeen(
  trx: Knex | Knex.Transaction,
  memberId: string,
  seenAt: Date,
): Promise<number> {
  return trx('social_activities')
    .where({ member_id: memberId })
    .whereNull('seen_at')
    .andWhere('occurred_at', '<=', seenAt)
    .update({ seen_at: seenAt });
}

/** The member's counts as they stand. */
export async function readMemberCounts(db: Knex | Knex.Transaction, memberId: string): Promise<MemberCounts> {
  const byRole = await db('unread_messages')
    .select('role')
    .count<{ role: MessageRole; count: string }[]>({ count: '*' })
    .where({ recipient_id: memberId })
    .groupBy('role');
  const social = await db('social_activities')
    .count<{ count: string }[]>({ count: '*' })
    .where({ member_id: memberId })
    .whereNull('seen_at');
  return memberCounts(
    Object.fromEntries(byRole.map((row) => [row.role, Number(row.count)])),
    Number(social[0]?.count ?? 0),
  );
}

/**
 * Tells every notifications instance, once `trx` commits, that this member's counts changed (Postgres delivers a
 * NOTIFY only on commit, and not at all on rollback), so each pushes them to her connected browsers.
 */
export async function signalCountsChanged(trx: Knex | Knex.Transaction, memberId: string): Promise<void> {
  await trx.raw('select pg_notify(?, ?)', [COUNTS_CHANNEL, memberId]);
}

/** Forgets a deleted member's counts. */
export async function eraseMemberCounts(trx: Knex.Transaction, memberId: string): Promise<void> {
  await trx('unread_messages').where({ recipient_id: memberId }).delete();
  await trx('social_activities').where({ member_id: memberId }).delete();
}
