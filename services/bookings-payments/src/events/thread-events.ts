// What reservation threads tell the rest of the club (proto/golightly/bookings/v1/thread_events.proto): a message
// posted (notifications counts it unread for the recipient, e-mails her, and tells the admins when it was flagged)
// and a thread read (her unread messages in it, up to then, are read).
import type { Knex } from '@golightly/db';
import { publish } from '@golightly/events';
import { ReservationMessagePostedSchema, ReservationThreadReadSchema, ThreadRole } from '@golightly/proto';
import type { MessageRow, ThreadRow } from '../db/threads';
import { otherSide, type ThreadSide } from '../domain/threads';
import { PRODUCER } from './publish';

const ROLES: Record<ThreadSide, ThreadRole> = { host: ThreadRole.HOST, guest: ThreadRole.GUEST };

export const reservationMessagePosted = (
  trx: Knex.Transaction,
  thread: ThreadRow,
  message: MessageRow,
  opensBooking = false,
) => {
  const recipientRole = otherSide(message.senderRole);
  return publish(trx, {
    producer: PRODUCER,
    schema: ReservationMessagePostedSchema,
    data: {
      threadId: String(thread.id),
      messageId: String(message.id),
      reservationId: BigInt(thread.reservationId),
      senderId: message.senderId,
      recipientId: recipientRole === 'host' ? thread.hostId : thread.guestId,
      recipientRole: ROLES[recipientRole],
      body: message.body,
      flagged: message.flagged,
      flaggedKinds: [...new Set(message.findings.map((finding) => finding.kind))],
      listingTitle: thread.listingTitle,
      opensBooking,
    },
    occurredAt: message.createdAt,
  });
};

export const reservationThreadRead = (trx: Knex.Transaction, thread: ThreadRow, readerId: string, at: Date) =>
  publish(trx, {
    producer: PRODUCER,
    schema: ReservationThreadReadSchema,
    data: { threadId: String(thread.id), readerId },
    occurredAt: at,
  });
