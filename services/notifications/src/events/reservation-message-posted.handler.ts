// ReservationMessagePosted (bookings-payments): one more unread message for the recipient, as host or guest; the
// message e-mailed to her, and the admins told when the screening flagged it (decision 0054).
import { on } from '@golightly/events';
import { ReservationMessagePostedSchema, ThreadRole } from '@golightly/proto';
import { mailThreadMessage } from '../app/thread-emails';
import { messagePosted } from '../app/unread-messages';
import type { NotificationsConfig } from '../config';

const ROLES: Partial<Record<ThreadRole, 'host' | 'guest'>> = { [ThreadRole.HOST]: 'host', [ThreadRole.GUEST]: 'guest' };

export const reservationMessagePosted = (config: NotificationsConfig) =>
  on(ReservationMessagePostedSchema, async (event, trx) => {
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
    // An event from before messages carried their words has nothing to e-mail.
    if (!message.body) return;
    await mailThreadMessage(trx, config, event, {
      threadId: message.threadId,
      reservationId: Number(message.reservationId),
      senderId: message.senderId,
      recipientId: message.recipientId,
      recipientRole: role,
      body: message.body,
      flagged: message.flagged,
      flaggedKinds: message.flaggedKinds,
      listingTitle: message.listingTitle,
      opensBooking: message.opensBooking,
    });
  });
