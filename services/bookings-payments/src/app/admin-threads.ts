// The admins' reads of reservation threads on /siteadmin/messages (spec 000 §6 privilege 23, View User Messages):
// the threads with their flagged messages counted, and one thread's messages, read-only. The fields' @adminPrivilege
// marks check the admin first; reading a thread's content is recorded in the admin log in the same transaction.
import type { Knex } from '@golightly/db';
import { recordAdminAction, type AdminActionActor } from '@golightly/events';
import {
  findThread,
  listMessages,
  listThreadsForAdmin,
  type AdminThreadRow,
  type MessageRow,
  type ThreadRow,
} from '../db/threads';
import { parseThreadId } from '../domain/threads';
import { PRODUCER } from '../events/publish';

export interface AdminThreadFilter {
  flaggedOnly?: boolean | null;
  /** A reservation number as admins see it (id + 1000), or empty. */
  search?: string | null;
  page?: number | null;
  pageSize?: number | null;
}

export async function listThreadsOfMembers(
  db: Knex,
  filter: AdminThreadFilter,
): Promise<{ count: number; results: AdminThreadRow[] }> {
  const pageSize = Math.min(Math.max(filter.pageSize ?? 20, 1), 100);
  const page = Math.max(filter.page ?? 1, 1);
  const search = filter.search?.trim() ?? '';
  const reservationNumber = /^\d{4,9}$/.test(search) ? Number(search) : null;
  // A search that is no reservation number matches nothing rather than everything.
  if (search && reservationNumber === null) return { count: 0, results: [] };
  const { count, rows } = await listThreadsForAdmin(db, {
    flaggedOnly: filter.flaggedOnly === true,
    reservationNumber,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { count, results: rows };
}

/** One thread's messages for an admin, recorded in the admin log; null when there is no such thread. */
export async function readThreadAsAdmin(
  db: Knex,
  actor: AdminActionActor,
  threadIdText: string | number,
): Promise<{ thread: ThreadRow; messages: MessageRow[] } | null> {
  const threadId = parseThreadId(threadIdText);
  if (threadId === null) return null;
  return db.transaction(async (trx) => {
    const thread = await findThread(trx, threadId);
    if (!thread) return null;
    const messages = await listMessages(trx, thread.id);
    await recordAdminAction(trx, PRODUCER, actor, {
      action: 'reservation_thread.viewed',
      area: 'oversight',
      recordType: 'reservation_thread',
      recordId: String(thread.id),
      summary: `Read the messages of reservation ${thread.reservationId + 1000} (${thread.listingTitle || `listing ${thread.listingId}`}): ${messages.length} messages, ${messages.filter((m) => m.flagged).length} flagged`,
    });
    return { thread, messages };
  });
}
