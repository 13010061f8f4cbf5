// Queries of the notifications table.
import type { Knex } from '@golightly/db';
import type { NotificationRecord } from '../domain/notification';

const columns = {
  id: 'id',
  recipientId: 'recipient_id',
  kind: 'kind',
  body: 'body',
  readAt: 'read_at',
  createdAt: 'created_at',
};

export async function findNotification(db: Knex, id: number): Promise<NotificationRecord | undefined> {
  return db('notifications').select(columns).where({ id }).first();
}

export async function findUnread(db: Knex, recipientId: string, limit = 50): Promise<NotificationRecord[]> {
  return db('notifications')
    .select(columns)
    .where({ recipient_id: recipientId })
    .whereNull('read_at')
    .orderBy('created_at', 'desc')
    .limit(limit);
}

/** One page of a member's notifications, newest first. */
export async function findPage(
  db: Knex,
  recipientId: string,
  offset: number,
  limit: number,
): Promise<NotificationRecord[]> {
  return db('notifications')
    .select(columns)
    .where({ recipient_id: recipientId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .offset(offset)
    .limit(limit);
}

/** Marks her notifications read: the ones named, or all of them when `ids` is undefined. Returns how many changed. */
export async function markRead(db: Knex, recipientId: string, ids: number[] | undefined): Promise<number> {
  const query = db('notifications').where({ recipient_id: recipientId }).whereNull('read_at');
  if (ids) query.whereIn('id', ids);
  return query.update({ read_at: db.fn.now() });
}
