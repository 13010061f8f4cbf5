// Unread messages behind the counts, from the events of their conversations: a reservation thread's message
// (bookings-payments) counts for her as host or guest, a private message (social-events) as private; reading the
// conversation clears what was posted to her up to then. Each runs in the transaction of the event it applies and
// tells every instance to push her new counts once it commits.
import type { Knex } from '@golightly/db';
import { addUnreadMessage, markConversationRead, signalCountsChanged, type MessageSource } from '../db/counts';
import type { MessageRole } from '../domain/counts';

export interface PostedMessage {
  source: MessageSource;
  messageId: string;
  conversationId: string;
  senderId: string;
  recipientId: string;
  role: MessageRole;
  postedAt: Date;
}

/** One more unread message for its recipient; her own message to herself counts nothing; a repeat changes nothing. */
export async function messagePosted(trx: Knex.Transaction, message: PostedMessage): Promise<void> {
  if (message.recipientId === message.senderId) return;
  await addUnreadMessage(trx, message);
  await signalCountsChanged(trx, message.recipientId);
}

export async function conversationRead(
  trx: Knex.Transaction,
  read: { source: MessageSource; conversationId: string; readerId: string; readAt: Date },
): Promise<void> {
  if ((await markConversationRead(trx, read)) > 0) await signalCountsChanged(trx, read.readerId);
}
