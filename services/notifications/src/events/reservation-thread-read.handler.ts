// ReservationThreadRead (bookings-payments): the reader's messages in that thread, up to then, are read.
import { on } from '@golightly/events';
import { ReservationThreadReadSchema } from '@golightly/proto';
import { markConversationRead, signalCountsChanged } from '../db/counts';

export const reservationThreadRead = on(ReservationThreadReadSchema, async (event, trx) => {
  const read = event.message;
  const cleared = await markConversationRead(trx, {
    source: 'reservation',
    conversationId: read.threadId,
    readerId: read.readerId,
    readAt: event.occurredAt,
  });
  if (cleared > 0) await signalCountsChanged(trx, read.readerId);
});
