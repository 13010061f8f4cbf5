// ReservationMessagePosted (bookings-payments): one more unread message for the recipient, as host or guest.
import { on } from '@golightly/events';
import { ReservationMessagePostedSchema, ThreadRole } from '@golightly/proto';
import { messagePosted } from '../app/unread-messages';

const ROLES: Partial<Record<ThreadRole, 'host' | 'guest'>> = { [ThreadRole.HOST]: 'host', [ThreadRole.GUEST]: 'guest' };

export const reservationMessagePosted = on(ReservationMessagePostedSchema, async (event, trx) => {
  const message = event.message;
  const role = ROLES[message.recipientRole];
  // Thrown, so the event ends in the dead-letter topic for a person to look at instead of counting on the wrong side.
  if (!role) throw new Error(`message ${message.messageId} has no recipient role (host or guest)`);
  await messagePosted(trx, {
    source: 'reservation',
    messageId: message.messageId,
    conversationId: message.threadId,
    senderId: message.senderId,
    recipientId: message.recipientId,
    role,
    postedAt: event.occurredAt,
  });
});
