// ReservationThreadRead (bookings-payments): the reader's messages in that thread, up to then, are read.
import { on } from '@golightly/events';
import { ReservationThreadReadSchema } from '@golightly/proto';
import { conversationRead } from '../app/unread-messages';

export const reservationThreadRead = on(ReservationThreadReadSchema, (event, trx) =>
  conversationRead(trx, {
    source: 'reservation',
    conversationId: event.message.threadId,
    readerId: event.message.readerId,
    readAt: event.occurredAt,
  }),
);
