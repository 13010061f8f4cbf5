// Invitations by e-mail list (spec 000 §9 "at most 5 per member", spec 001 §5 "comma separated"). Pure: no I/O.
import { isValidEmail } from './registration';

/** The most addresses one request may carry, whatever the member's limit. */
export const MAX_ADDRESSES_PER_REQUEST = 50;
export const PERSONAL_MESSAGE_MAX_LENGTH = 1000;
/** Spec 001 §8 text table. */
export const NO_INVITES_LEFT = 'You do not have any invites left';

export type ParsedList = { ok: true; emails: string[] } | { ok: false; message: string };

/**
 * Splits a list of addresses (commas, semicolons, spaces or new lines), lower-cases and de-duplicates them.
 * One malformed address refuses the whole list, so nothing is half-sent.
 */
export function parseEmailList(list: string): ParsedList {
  const parts = list
    .split(/[\s,;]+/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '');
  if (parts.length === 0) return { ok: false, message: 'Please enter at least one e-mail address.' };
  if (parts.length > MAX_ADDRESSES_PER_REQUEST) {
    return { ok: false, message: `Please send at most ${MAX_ADDRESSES_PER_REQUEST} addresses at a time.` };
  }
  const bad = parts.filter((part) => !isValidEmail(part));
  if (bad.length > 0) {
    const shown = bad
      .slice(0, 3)
      .map((b) => `"${b.slice(0, 80)}"`)
      .join(', ');
    return {
      ok: false,
      message: `${shown} ${bad.length === 1 ? 'is not a valid e-mail address' : 'are not valid e-mail addresses'}. Nothing was sent.`,
    };
  }
  return { ok: true, emails: [...new Set(parts)] };
}

export interface InviteAllowance {
  maxInvite: number;
  adminInviteLimit: number;
  /** Invitations accepted, plus pending ones not yet expired: each holds a place. */
  placesTaken: number;
}

export const inviteLimit = (a: Pick<InviteAllowance, 'maxInvite' | 'adminInviteLimit'>) =>
  a.maxInvite + a.adminInviteLimit;

export function invitesLeft(a: InviteAllowance): number {
  return Math.max(0, inviteLimit(a) - a.placesTaken);
}

/** Whether `count` new invitations fit; the refusal says how many are left. */
export function checkAllowance(a: InviteAllowance, count: number): { ok: true } | { ok: false; message: string } {
  const left = invitesLeft(a);
  if (left === 0)
    return { ok: false, message: `${NO_INVITES_LEFT}. Please contact us if you would like to invite more friends.` };
  if (count > left) {
    return {
      ok: false,
      message: `You have ${left} ${left === 1 ? 'invite' : 'invites'} left and this list has ${count} new addresses. Nothing was sent.`,
    };
  }
  return { ok: true };
}

/** What an invitation shows in the member's list: a pending one past its date is expired. */
export function invitationDisplayStatus(status: 'pending' | 'accepted' | 'cancelled', expired: boolean) {
  return status === 'pending' && expired ? 'expired' : status;
}

/** The referral link of spec 001 §2: /c/{referralKey}/{email}. */
export function invitationLink(siteUrl: string, uniqueKey: string, email: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/c/${encodeURIComponent(uniqueKey)}/${encodeURIComponent(email)}`;
}
