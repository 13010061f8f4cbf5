// Use cases of reservation threads (issue 17 item 1, decision 0054): her inbox, one thread, a message sent, a thread
// read. Only the reservation's guest and host (or her co-host) reach a thread; anyone else is told 'No thread found',
// as for a thread that does not exist. Every check runs in the transaction of the write, before it.
import { screenText } from '@golightly/contact-screening';
import type { Knex } from '@golightly/db';
import { requireMember, type Identity } from '@golightly/service-kit';
import {
  findThread,
  insertMessage,
  lastMessageId,
  listInbox,
  listMessages,
  lockThread,
  markRead,
  threadIdOfReservation,
  unreadIn,
  type InboxRow,
  type MessageRow,
  type ThreadRow,
} from '../db/threads';
import { THREAD_TEXTS as T } from '../domain/thread-texts';
import { checkMessage, parseThreadId, sideOf, type ThreadSide } from '../domain/threads';
import { reservationMessagePosted, reservationThreadRead } from '../events/thread-events';

export interface ThreadDeps {
  db: Knex;
  /** The clock (milliseconds since the epoch); tests move it instead of waiting. */
  now?: () => number;
}

const nowOf = (deps: ThreadDeps) => new Date(deps.now?.() ?? Date.now());

export type ThreadRefusal = { status: 'notFound' | 'invalid'; errorMessage: string };

const notFound: ThreadRefusal = { status: 'notFound', errorMessage: T.notFound };

export interface ThreadView {
  thread: ThreadRow;
  side: ThreadSide;
  messages: MessageRow[];
  unreadCount: number;
}

/** Her threads with at least one message, newest first: as guest, as host, or both (`type` null). */
export function listMyThreads(
  db: Knex,
  identity: Identity | null,
  type: ThreadSide | null,
  first = 50,
): Promise<InboxRow[]> {
  const userId = requireMember(identity);
  // A co-host acts for her host's hosting only, never as a guest.
  const sides: ThreadSide[] = type ? [type] : ['guest', 'host'];
  const allowed = identity?.coHost ? sides.filter((side) => side === 'host') : sides;
  if (allowed.length === 0) return Promise.resolve([]);
  return listInbox(db, userId, allowed, Math.min(Math.max(first, 1), 100));
}

/** One of her threads with its messages, oldest first; a thread that is not hers reads as missing. */
export async function readThread(
  db: Knex,
  identity: Identity | null,
  threadIdText: string | number,
): Promise<ThreadView | ThreadRefusal> {
  requireMember(identity);
  const threadId = parseThreadId(threadIdText);
  const thread = threadId === null ? undefined : await findThread(db, threadId);
  const side = thread ? sideOf(identity, thread) : null;
  if (!thread || !side) return notFound;
  return {
    thread,
    side,
    messages: await listMessages(db, thread.id),
    unreadCount: await unreadIn(db, thread.id, side),
  };
}

/** She has read the thread up to its newest message: her unread count for it clears (ReservationThreadRead). */
export async function markThreadRead(
  deps: ThreadDeps,
  identity: Identity | null,
  threadIdText: string | number,
): Promise<{ status: 'success' } | ThreadRefusal> {
  const userId = requireMember(identity);
  const threadId = parseThreadId(threadIdText);
  if (threadId === null) return notFound;
  return deps.db.transaction(async (trx) => {
    const thread = await lockThread(trx, threadId);
    const side = thread ? sideOf(identity, thread) : null;
    if (!thread || !side) return notFound;
    const newest = await lastMessageId(trx, thread.id);
    if (newest !== null && (await markRead(trx, thread.id, side, newest))) {
      await reservationThreadRead(trx, thread, userId, nowOf(deps));
    }
    return { status: 'success' as const };
  });
}

export interface SentMessage {
  status: 'success';
  thread: ThreadRow;
  message: MessageRow;
  /** The warning she is shown when the screening flagged her message (it is delivered all the same). */
  warning: string | null;
}

/**
 * Posts her message to the thread: screened (spec 001 §5), kept and delivered even when flagged, with the sender
 * told why and the admins told by notifications (ReservationMessagePosted carries the flag).
 */
export async function sendMessage(
  deps: ThreadDeps,
  identity: Identity | null,
  threadIdText: string | number,
  body: string,
): Promise<SentMessage | ThreadRefusal> {
  requireMember(identity);
  const threadId = parseThreadId(threadIdText);
  if (threadId === null) return notFound;
  return deps.db.transaction((trx) => postInThread(trx, deps, identity!, threadId, body));
}

/** The posting itself, inside the caller's transaction (contact host posts its first message the same way). */
export async function postInThread(
  trx: Knex.Transaction,
  deps: ThreadDeps,
  identity: Identity,
  threadId: number,
  body: string,
  opensBooking = false,
): Promise<SentMessage | ThreadRefusal> {
  const thread = await lockThread(trx, threadId);
  const side = thread ? sideOf(identity, thread) : null;
  if (!thread || !side) return notFound;
  const checked = checkMessage(body);
  if (!checked.ok) return { status: 'invalid', errorMessage: checked.message };
  const screening = screenText(checked.body);
  const message = await insertMessage(trx, {
    threadId: thread.id,
    senderId: identity.userId,
    senderRole: side,
    body: checked.body,
    flagged: screening.flagged,
    findings: screening.findings,
    createdAt: nowOf(deps),
  });
  await reservationMessagePosted(trx, thread, message, opensBooking);
  return { status: 'success', thread, message, warning: screening.flagged ? T.flaggedWarning : null };
}

/**
 * A booking's own message (a request to book, an inquiry, a special-price request) as its thread's first, inside the
 * booking's transaction: screened, stored and published like any message she sends. Null when she wrote none.
 */
export async function postBookingMessage(
  trx: Knex.Transaction,
  deps: ThreadDeps,
  guest: Identity,
  reservationId: number,
  message: string | null | undefined,
): Promise<SentMessage | null> {
  if (!message?.trim()) return null;
  // The trigger of migration 0011 opened the thread with the reservation, in this transaction.
  const threadId = await threadIdOfReservation(trx, reservationId);
  const posted = threadId === undefined ? null : await postInThread(trx, deps, guest, threadId, message, true);
  // She is the reservation's guest and the booking checked the message's length: anything else is a bug.
  if (posted?.status !== 'success') throw new Error(`booking message not posted to reservation ${reservationId}`);
  return posted;
}
