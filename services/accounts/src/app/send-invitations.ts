// Use case: a member invites friends by e-mail, within her remaining invites (spec 000 §6, decision 0010).
import { findKnownAddresses, insertSentInvitation, lockInviter } from '../db/membership';
import { INVITATION_DAYS, newKey } from '../domain/invitations';
import {
  checkAllowance,
  invitationLink,
  invitesLeft,
  parseEmailList,
  PERSONAL_MESSAGE_MAX_LENGTH,
} from '../domain/invitation-list';
import { invitationSent } from '../events/publish';
import type { AccountsDeps } from './deps';

export interface InvitationRequest {
  /** A comma-separated list of addresses. */
  emails: string;
  personalMessage?: string | null;
}

export type SendInvitationsOutcome =
  | {
      status: 'success';
      sent: string[];
      alreadyMembers: string[];
      alreadyInvited: string[];
      invitesLeft: number;
    }
  | { status: 'other'; message: string; invitesLeft: number }
  | { status: 'inviterGone' };

/**
 * All or nothing: the inviter is locked, so two lists sent at once cannot overrun her limit, and a list with one bad
 * address or too many new ones sends none of it. Addresses of members and of her pending invitations are skipped.
 */
export async function sendInvitations(
  deps: AccountsDeps,
  inviterId: string,
  request: InvitationRequest,
): Promise<SendInvitationsOutcome> {
  const { db, crypto, config, log } = deps;
  const parsed = parseEmailList(request.emails);
  const message = request.personalMessage?.trim() ?? '';
  return db.transaction(async (trx): Promise<SendInvitationsOutcome> => {
    const inviter = await lockInviter(trx, inviterId);
    if (!inviter) return { status: 'inviterGone' };
    const left = invitesLeft(inviter);
    const refuse = (refusal: string) => ({ status: 'other' as const, message: refusal, invitesLeft: left });
    if (inviter.memberStatus !== 'standard') return refuse('Your membership must be active to invite friends.');
    if (!parsed.ok) return refuse(parsed.message);
    if ([...message].length > PERSONAL_MESSAGE_MAX_LENGTH)
      return refuse(`Please keep your message to ${PERSONAL_MESSAGE_MAX_LENGTH} characters.`);

    const hashes = new Map(parsed.emails.map((email) => [email, crypto.lookupHash(email)]));
    const known = await findKnownAddresses(trx, inviterId, [...hashes.values()]);
    const isIn = (set: Set<string>, email: string) => set.has(hashes.get(email)!.toString('hex'));
    const alreadyMembers = parsed.emails.filter((e) => isIn(known.members, e));
    const alreadyInvited = parsed.emails.filter((e) => !isIn(known.members, e) && isIn(known.invited, e));
    const toSend = parsed.emails.filter((e) => !isIn(known.members, e) && !isIn(known.invited, e));
    if (toSend.length > 0) {
      const allowance = checkAllowance(inviter, toSend.length);
      if (!allowance.ok) return refuse(allowance.message);
    }
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
    for (const email of toSend) {
      const uniqueKey = newKey();
      const invitationId = await insertSentInvitation(trx, {
        inviterId,
        uniqueKey,
        emailHash: hashes.get(email)!,
        emailEncrypted: crypto.encrypt(email),
        personalMessage: message || null,
        expiresAt,
      });
      await invitationSent(trx, {
        inviterId,
        invitationId,
        email,
        uniqueKey,
        link: invitationLink(config.siteUrl, uniqueKey, email),
        inviterFirstName: inviter.firstName,
        inviterLastName: inviter.lastName,
        personalText: message,
        expiresAt,
      });
    }
    log.info({ inviterId, sent: toSend.length }, 'invitations sent');
    return { status: 'success', sent: toSend, alreadyMembers, alreadyInvited, invitesLeft: left - toSend.length };
  });
}
