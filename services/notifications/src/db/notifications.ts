// Queries of the notifications table.
import type { Knex } from '@golightly/db';
import type { NotificationRecord } from '../domain/notification';

const columns = { id: 'id', recipientId: 'recipient_id', kind: 'kind', body: 'body', readAt: 'read_at', createdAt: 'created_at' };

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
