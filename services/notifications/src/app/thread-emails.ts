// The e-mails of a reservation thread's message (ReservationMessagePosted, decision 0054): the recipient gets the
// message with a Reply link opening the thread on her side; when the free-text screening flagged it (spec 001 §5),
// the admins get the notice of spec 001 §8 as well. The message was delivered all the same. Names come from the
// member directory; each e-mail is queued in the event's transaction under its id, so a redelivery sends nothing twice.
import type { Knex } from '@golightly/db';
import { findMemberContact } from '../db/member-contacts';
import {
  flaggedThreadMessageToAdmin,
  reservationThreadMessage,
  type ScreeningFlag,
} from '../domain/emails/catalogue/stays-messages';
import type { EventFact, MailSettings } from './email-queue';
import { eventMailer, UNKNOWN_GUEST_NAME } from './stay-mail';

export interface PostedThreadMessage {
  threadId: string;
  reservationId: number;
  senderId: string;
  recipientId: string;
  recipientRole: 'host' | 'guest';
  /** Plain text as she wrote it. */
  body: string;
  flagged: boolean;
  flaggedKinds: readonly string[];
  listingTitle: string;
  /** Her booking's own message: the booking's e-mail quotes it, so only the admins' notice may go from here. */
  opensBooking?: boolean;
}

/** The screening's kinds as the admin notice names them. */
const FLAGS: Record<string, ScreeningFlag> = {
  email: 'email',
  phone: 'phone',
  website: 'website',
  platform: 'otherPlatform',
  contactRequest: 'contactRequest',
};

/** The e-mails quote members' text as HTML: hers is plain text, so every character stays as she typed it. */
const asHtml = (text: string) =>
  `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>')}</p>`;

export async function mailThreadMessage(
  trx: Knex.Transaction,
  settings: MailSettings,
  event: EventFact,
  message: PostedThreadMessage,
): Promise<void> {
  if (message.recipientId === message.senderId) return;
  const [sender, recipient] = await Promise.all([
    findMemberContact(trx, message.senderId),
    findMemberContact(trx, message.recipientId),
  ]);
  const mail = eventMailer(trx, settings, event);
  const data = {
    threadId: Number(message.threadId),
    threadType: message.recipientRole,
    listTitle: message.listingTitle.trim() || `reservation ${message.reservationId + 1000}`,
    senderName: sender?.firstName.trim() || UNKNOWN_GUEST_NAME,
    profileId: sender?.profileId ?? 0,
    receiverName: recipient?.firstName.trim() || UNKNOWN_GUEST_NAME,
    message: asHtml(message.body),
  };
  if (!message.opensBooking) {
    await mail.toMember(reservationThreadMessage, { userId: message.recipientId, contact: recipient }, data);
  }
  if (message.flagged) {
    await mail.toAdmins(flaggedThreadMessageToAdmin, {
      ...data,
      receiverProfileId: recipient?.profileId ?? 0,
      flags: [...new Set(message.flaggedKinds.map((kind) => FLAGS[kind]).filter((flag) => flag !== undefined))],
    });
  }
}
