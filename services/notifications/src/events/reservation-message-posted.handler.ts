// ReservationMessagePosted (bookings-payments): one more unread message for the recipient, as host or guest.
import { on } from '@golightly/events';
import { ReservationMessagePostedSchema, ThreadRole } from '@golightly/proto';
import { addUnreadMessage, signalCountsChanged } from '../db/counts';

const ROLES: Partial<Record<ThreadRole, 'host' | 'guest'>> = { [ThreadRole.HOST]: 'host', [ThreadRole.GUEST]: 'guest' };

export const reservationMessagePosted = on(ReservationMessagePostedSchema, async (event, trx) => {
  const message = event.message;
  const role = ROLES[message.recipientRole];
  // Thrown, so the event ends in the dead-letter topic for a person to look at instead of counting on the wrong side.
  if (!role) throw new Error(`message ${message.messageId} has no recipient role (host or guest)`);
  if (message.recipientId === message.senderId) return;
  await addUnreadMessage(trx, {
    source: 'reservation',
    messageId: message.messageId,
    recipientId: message.recipientId,
    conversationId: message.threadId,
    role,
    postedAt: event.occurredAt,
  });
  await signalCountsChanged(trx, message.recipientId);
});
