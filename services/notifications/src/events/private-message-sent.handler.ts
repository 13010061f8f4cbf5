// PrivateMessageSent (social-events): one more unread private message for the recipient.
import { on } from '@golightly/events';
import { PrivateMessageSentSchema } from '@golightly/proto';
import { messagePosted } from '../app/unread-messages';

export const privateMessageSent = on(PrivateMessageSentSchema, (event, trx) =>
  messagePosted(trx, {
    source: 'private',
    messageId: event.message.messageId,
    conversationId: event.message.conversationId,
    senderId: event.message.senderId,
    recipientId: event.message.recipientId,
    role: 'private',
    postedAt: event.occurredAt,
  }),
);
