// PrivateConversationRead (social-events): the reader's private messages in that conversation, up to then, are read.
import { on } from '@golightly/events';
import { PrivateConversationReadSchema } from '@golightly/proto';
import { markConversationRead, signalCountsChanged } from '../db/counts';

export const privateConversationRead = on(PrivateConversationReadSchema, async (event, trx) => {
  const read = event.message;
  const cleared = await markConversationRead(trx, {
    source: 'private',
    conversationId: read.conversationId,
    readerId: read.readerId,
    readAt: event.occurredAt,
  });
  if (cleared > 0) await signalCountsChanged(trx, read.readerId);
});
