// PrivateConversationRead (social-events): the reader's private messages in that conversation, up to then, are read.
import { on } from '@golightly/events';
import { PrivateConversationReadSchema } from '@golightly/proto';
import { conversationRead } from '../app/unread-messages';

export const privateConversationRead = on(PrivateConversationReadSchema, (event, trx) =>
  conversationRead(trx, {
    source: 'private',
    conversationId: event.message.conversationId,
    readerId: event.message.readerId,
    readAt: event.occurredAt,
  }),
);
