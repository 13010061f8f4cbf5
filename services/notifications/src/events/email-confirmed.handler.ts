// EmailConfirmed: once a member has confirmed her address, ask her for a profile photo when she has none (spec 001
// §4). Men are refused by the gates and get no prompt.
import { on } from '@golightly/events';
import { EmailConfirmedSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { addProfilePhoto } from '../domain/emails/catalogue/membership';
import { mail } from './mail';

export const emailConfirmed = ({ siteUrl }: NotificationsConfig) =>
  on(EmailConfirmedSchema, async (event, trx) => {
    const { userId, email, firstName, hasProfilePicture } = event.message;
    // Events from before the first name was added cannot greet her: nothing to send.
    if (hasProfilePicture || !firstName) return;
    const contact = await trx('member_contacts')
      .where({ user_id: userId })
      .first<{ gender: string | null } | undefined>('gender');
    if (contact?.gender === 'male') return;
    await mail(trx, { eventId: event.id, definition: addProfilePhoto, data: { firstName }, to: email, siteUrl });
  });
