// InvitationSent: mail the invited friend her referral link, one e-mail per invited address.
import { on } from '@golightly/events';
import { InvitationSentSchema } from '@golightly/proto';
import type { NotificationsConfig } from '../config';
import { referralInvite } from '../domain/emails/catalogue/accounts';
import { mail } from './mail';
import { isoFromTimestamp } from './timestamps';

export const invitationSent = ({ siteUrl }: NotificationsConfig) =>
  on(InvitationSentSchema, async (event, trx) => {
    const invitation = event.message;
    await mail(trx, {
      eventId: event.id,
      definition: referralInvite,
      data: {
        inviterName: `${invitation.inviterFirstName} ${invitation.inviterLastName}`.trim(),
        personalText: invitation.personalText,
        referralKey: invitation.uniqueKey,
        // Invitations are sent from an e-mail list, one code per address: the list shape of spec 001 §2 with this
        // address as its last, /c/{code}/{email}/accept (decision 0014).
        email: [invitation.email],
        expiresAt: isoFromTimestamp(invitation.expiresAt, event.occurredAt),
      },
      to: invitation.email,
      siteUrl,
    });
  });
