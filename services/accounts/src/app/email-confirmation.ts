// Use cases: following an e-mail confirmation link (EmailVerification), and asking for a new one (ResendConfirmEmail).
import { checkToken, markUsed } from '../db/email-tokens';
import { hasProfilePicture } from '../db/membership';
import { findMemberContact, markEmailConfirmed, type MemberContactRow } from '../db/users';
import { isValidEmail } from '../domain/registration';
import { emailConfirmed } from '../events/publish';
import type { Caller, DataDeps } from './caller';
import { mailConfirmationLink } from './email-links';

type Deps = DataDeps;

const emailOf = ({ crypto }: Deps, member: MemberContactRow) =>
  member.emailEncrypted ? crypto.decrypt(member.emailEncrypted) : '';

export interface ConfirmationLink {
  token: string;
  /** The address the link was mailed to, as she typed it on the page: it must be hers. */
  email: string;
}

export type ConfirmationResult =
  | { status: 'confirmed'; userId: string }
  | { status: 'expired' | 'used'; userId: string }
  | { status: 'invalid'; userId: null };

const invalid: ConfirmationResult = { status: 'invalid', userId: null };

/**
 * Confirms her address when the token is hers, unused and in time, and tells the club (EmailConfirmed). Following
 * the link twice, or after confirming from a newer link, still reads as confirmed.
 */
export async function confirmEmail(deps: Deps, link: ConfirmationLink): Promise<ConfirmationResult> {
  if (!isValidEmail(link.email.trim())) return invalid;
  return deps.db.transaction(async (trx) => {
    const check = await checkToken(trx, link.token, 'confirm_email');
    if (check.outcome === 'invalid') return invalid;
    const member = await findMemberContact(trx, { userId: check.userId });
    if (!member || emailOf(deps, member) !== link.email.trim().toLowerCase()) return invalid;
    if (member.isEmailConfirmed) return { status: 'confirmed', userId: member.userId };
    if (check.outcome !== 'valid') return { status: check.outcome, userId: member.userId };
    await markEmailConfirmed(trx, member.userId);
    await markUsed(trx, check.tokenId);
    await emailConfirmed(trx, {
      userId: member.userId,
      email: emailOf(deps, member),
      firstName: member.firstName,
      hasProfilePicture: await hasProfilePicture(trx, member.userId),
    });
    return { status: 'confirmed', userId: member.userId } as const;
  });
}

export type ResendResult =
  | { status: 'signInRequired' }
  | { status: 'noMember' }
  | {
      status: 'success' | 'alreadyConfirmed' | 'limited';
      member: { userId: string; profileId: number; firstName: string; lastName: string; email: string };
    };

/** Mails the signed-in member a new link (at most three an hour, each voiding the ones before it). */
export async function resendConfirmation(deps: Deps, caller: Caller): Promise<ResendResult> {
  if (caller.kind !== 'member') return { status: 'signInRequired' };
  const member = await findMemberContact(deps.db, { userId: caller.userId });
  if (!member) return { status: 'noMember' };
  const contact = {
    userId: member.userId,
    profileId: member.profileId,
    firstName: member.firstName,
    lastName: member.lastName,
    email: emailOf(deps, member),
  };
  if (member.isEmailConfirmed) return { status: 'alreadyConfirmed', member: contact };
  const sent = await mailConfirmationLink(deps.db, contact);
  return { status: sent === 'sent' ? 'success' : 'limited', member: contact };
}
