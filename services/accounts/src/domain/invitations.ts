// Invitation codes (spec 000 §4 "Referral check", §9): what a code means and whether it still admits someone.
import { randomInt } from 'node:crypto';

export const INVITES_PER_MEMBER = 5;
export const INVITATION_DAYS = 30;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The spec's random key helper: 8 alphanumerics. */
export function newKey(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export const isKeyShaped = (key: string) => /^[A-Za-z0-9]{8}$/.test(key);

export type CodeCheckStatus = 'success' | 'limitExpired' | 'cancelled' | 'expired' | 'invalid' | 'invalidReferralEmail';

/** What a code turned out to be, as read from the database. */
export type CodeFacts =
  | { kind: 'unknown' }
  | {
      kind: 'invitation';
      status: 'pending' | 'accepted' | 'cancelled';
      expired: boolean;
      /** True when the invitation was sent to a particular e-mail and `email` (if given) is another one. */
      emailMismatch: boolean;
    }
  | { kind: 'member'; acceptedInvites: number; inviteLimit: number };

/** Judges a code: a member's own referral key admits up to her limit; a sent invitation admits once, in time. */
export function judgeCode(facts: CodeFacts): CodeCheckStatus {
  switch (facts.kind) {
    case 'unknown':
      return 'invalid';
    case 'member':
      return facts.acceptedInvites >= facts.inviteLimit ? 'limitExpired' : 'success';
    case 'invitation':
      if (facts.status === 'cancelled') return 'cancelled';
      if (facts.status === 'accepted' || facts.expired) return 'expired';
      return facts.emailMismatch ? 'invalidReferralEmail' : 'success';
  }
}

/** Registration's reading of a code check (spec 000 §8 messages). */
export function registrationStatusForCode(
  status: CodeCheckStatus,
): 'success' | 'invalidReferral' | 'invalidReferralEmail' {
  if (status === 'success') return 'success';
  return status === 'invalidReferralEmail' ? 'invalidReferralEmail' : 'invalidReferral';
}
