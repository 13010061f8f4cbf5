// PrivateMessageSent (social-events): one more unread private message for the recipient.
import { on } from '@golightly/events';
import { PrivateMessageSentSchema } from '@golightly/proto';
import { addUnreadMessage, signalCountsChanged } from '../db/counts';

export const privateMessageSent = on(PrivateMessageSentSchema, async (event, trx) => {
  const message = event.message;
  if (message.recipientId === message.senderId) return;
  await addUnreadMessage(trx, {
    source: 'private',
    messageId: message.messageId,
    recipientId: message.recipientId,
    conversationId: message.conversationId,
    role: 'private',
    postedAt: event.occurredAt,
  });
  await signalCountsChanged(trx, message.recipientId);
});
