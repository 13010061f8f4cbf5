// Queries of reservation threads, their messages and how far each side has read (migration 0011).
import type { Knex } from '@golightly/db';
import type { Finding } from '@golightly/contact-screening';
import type { ThreadSide } from '../domain/threads';

/** A thread with the two members of its reservation. */
export interface ThreadRow {
  id: number;
  reservationId: number;
  guestId: string;
  hostId: string;
  listingId: number;
  listingTitle: string;
  lastMessageAt: Date | null;
}

export interface MessageRow {
  id: number;
  threadId: number;
  senderId: string;
  senderRole: ThreadSide;
  body: string;
  flagged: boolean;
  findings: Finding[];
  createdAt: Date;
}

const threadColumns = {
  id: 't.id',
  reservationId: 't.reservation_id',
  guestId: 'r.guest_id',
  hostId: 'r.host_id',
  listingId: 'r.listing_id',
  listingTitle: 'r.listing_title',
  lastMessageAt: 't.last_message_at',
};

const messageColumns = {
  id: 'id',
  threadId: 'thread_id',
  senderId: 'sender_id',
  senderRole: 'sender_role',
  body: 'body',
  flagged: 'flagged',
  findings: 'findings',
  createdAt: 'created_at',
};

const numeric = <T extends { id: unknown; threadId?: unknown; reservationId?: unknown }>(row: T): T => ({
  ...row,
  id: Number(row.id),
  ...(row.threadId === undefined ? {} : { threadId: Number(row.threadId) }),
  ...(row.reservationId === undefined ? {} : { reservationId: Number(row.reservationId) }),
});

const threads = (db: Knex) => db('reservation_threads as t').join('reservations as r', 'r.id', 't.reservation_id');

export async function findThread(db: Knex, id: number): Promise<ThreadRow | undefined> {
  const row = await threads(db).select(threadColumns).where('t.id', id).first();
  return row && numeric(row);
}

/** The thread, locked until the transaction ends, so messages and reads of one thread happen one after another. */
export async function lockThread(trx: Knex.Transaction, id: number): Promise<ThreadRow | undefined> {
  const row = await threads(trx).select(threadColumns).where('t.id', id).forUpdate('t').first();
  return row && numeric(row);
}

export async function threadIdOfReservation(db: Knex, reservationId: number): Promise<number | undefined> {
  const row = await db('reservation_threads').where({ reservation_id: reservationId }).first('id');
  return row ? Number(row.id) : undefined;
}

export async function insertMessage(trx: Knex.Transaction, message: Omit<MessageRow, 'id'>): Promise<MessageRow> {
  const [row] = await trx('reservation_messages')
    .insert({
      thread_id: message.threadId,
      sender_id: message.senderId,
      sender_role: message.senderRole,
      body: message.body,
      flagged: message.flagged,
      findings: JSON.stringify(message.findings),
      created_at: message.createdAt,
    })
    .returning(Object.entries(messageColumns).map(([alias, column]) => `${column} as ${alias}`));
  await trx('reservation_threads').where({ id: message.threadId }).update({ last_message_at: message.createdAt });
  return numeric(row);
}

export async function listMessages(db: Knex, threadId: number): Promise<MessageRow[]> {
  const rows = await db('reservation_messages').select(messageColumns).where({ thread_id: threadId }).orderBy('id');
  return rows.map(numeric);
}

/** The newest message of the thread written by the other side, if any (what reading it reaches). */
export async function lastMessageId(db: Knex, threadId: number): Promise<number | null> {
  const row = await db('reservation_messages').where({ thread_id: threadId }).max('id as id').first();
  return row?.id ? Number(row.id) : null;
}

/** Marks every message up to `messageId` read for `side`; never moves back. True when it moved. */
export async function markRead(
  trx: Knex.Transaction,
  threadId: number,
  side: ThreadSide,
  messageId: number,
): Promise<boolean> {
  const rows = await trx.raw(
    `insert into reservation_thread_reads (thread_id, reader_role, last_read_message_id) values (?, ?, ?)
     on conflict (thread_id, reader_role) do update set last_read_message_id = excluded.last_read_message_id
     where reservation_thread_reads.last_read_message_id < excluded.last_read_message_id
     returning thread_id`,
    [threadId, side, messageId],
  );
  return rows.rows.length > 0;
}

/** A thread as the inbox lists it for one side: its newest message and how many of the other side's she has not read. */
export interface InboxRow extends ThreadRow {
  side: ThreadSide;
  lastMessageBody: string | null;
  lastMessageSenderRole: ThreadSide | null;
  unreadCount: number;
}

/** Her threads (as guest, as host, or both) with at least one message, newest first. */
export async function listInbox(
  db: Knex,
  userId: string,
  sides: readonly ThreadSide[],
  limit: number,
): Promise<InboxRow[]> {
  const rows = await threads(db)
    .select({
      ...threadColumns,
      side: db.raw(`case when r.host_id = ? then 'host' else 'guest' end`, [userId]),
      lastMessageBody: db.raw(
        '(select m.body from reservation_messages m where m.thread_id = t.id order by m.id desc limit 1)',
      ),
      lastMessageSenderRole: db.raw(
        '(select m.sender_role from reservation_messages m where m.thread_id = t.id order by m.id desc limit 1)',
      ),
      unreadCount: db.raw(
        `(select count(*)::int from reservation_messages m
           where m.thread_id = t.id
             and m.sender_role <> (case when r.host_id = ? then 'host' else 'guest' end)
             and m.id > coalesce((select x.last_read_message_id from reservation_thread_reads x
                                   where x.thread_id = t.id
                                     and x.reader_role = (case when r.host_id = ? then 'host' else 'guest' end)), 0))`,
        [userId, userId],
      ),
    })
    .whereNotNull('t.last_message_at')
    .andWhere((where) => {
      if (sides.includes('host')) where.orWhere('r.host_id', userId);
      if (sides.includes('guest')) where.orWhere('r.guest_id', userId);
    })
    .orderBy('t.last_message_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(limit);
  return rows.map(numeric);
}

/** How many messages of the other side she has not read in one thread. */
export async function unreadIn(db: Knex, threadId: number, side: ThreadSide): Promise<number> {
  const row = await db('reservation_messages as m')
    .where('m.thread_id', threadId)
    .andWhereNot('m.sender_role', side)
    .andWhere(
      'm.id',
      '>',
      db.raw(
        `coalesce((select x.last_read_message_id from reservation_thread_reads x
                    where x.thread_id = ? and x.reader_role = ?), 0)`,
        [threadId, side],
      ),
    )
    .count<{ count: string }[]>('* as count')
    .first();
  return Number(row?.count ?? 0);
}

/** A thread as the admins' list shows it: how many messages, how many flagged. */
export interface AdminThreadRow extends ThreadRow {
  messageCount: number;
  flaggedCount: number;
}

export async function listThreadsForAdmin(
  db: Knex,
  filter: { flaggedOnly: boolean; reservationNumber: number | null; offset: number; limit: number },
): Promise<{ count: number; rows: AdminThreadRow[] }> {
  const base = () => {
    const query = threads(db).whereNotNull('t.last_message_at');
    if (filter.flaggedOnly) {
      query.whereExists(db('reservation_messages as f').whereRaw('f.thread_id = t.id').andWhere('f.flagged', true));
    }
    if (filter.reservationNumber !== null) query.andWhere('t.reservation_id', filter.reservationNumber - 1000);
    return query;
  };
  const counted = await base().count<{ count: string }[]>('* as count').first();
  const rows = await base()
    .select({
      ...threadColumns,
      messageCount: db.raw('(select count(*)::int from reservation_messages m where m.thread_id = t.id)'),
      flaggedCount: db.raw('(select count(*)::int from reservation_messages m where m.thread_id = t.id and m.flagged)'),
    })
    .orderBy('t.last_message_at', 'desc')
    .orderBy('t.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit);
  return { count: Number(counted?.count ?? 0), rows: rows.map(numeric) };
}
