// Use case: a member accepts the social area's rules (updateBlogRules, spec 000 §4), and /social opens for her.
import { NOT_LOGGED_IN_MESSAGE } from '@golightly/service-kit';
import { accountFacts } from '../db/account-record';
import { enableSocial, findOwnAccount } from '../db/users';
import { accountGateSubject } from '../domain/account';
import { socialAccess } from '../domain/gates';
import type { Caller, DataDeps } from './caller';

export const SOCIAL_RULES_MESSAGES = {
  /** The member guard's text (spec 001 §8), in the status-shaped answer the spec gives updateBlogRules. */
  notLoggedIn: NOT_LOGGED_IN_MESSAGE,
  coHost: 'The social area is for members; a co-host takes part through her own membership.',
  notEligible: 'Please complete your profile and verify your phone before joining the social area.',
} as const;

/** The spec's answer shape: an HTTP-like status, and why not. */
export type SocialRulesResult = { status: 200 } | { status: 401 | 403; errorMessage: string };

/** Only a member the rules dialog is for may accept: female, phone verified, complete and updated profile. */
export async function acceptSocialRules({ db }: Pick<DataDeps, 'db'>, caller: Caller): Promise<SocialRulesResult> {
  if (caller.kind !== 'member') return { status: 401, errorMessage: SOCIAL_RULES_MESSAGES.notLoggedIn };
  if (caller.coHost) return { status: 403, errorMessage: SOCIAL_RULES_MESSAGES.coHost };
  const row = await findOwnAccount(db, caller.userId);
  if (!row) return { status: 401, errorMessage: SOCIAL_RULES_MESSAGES.notLoggedIn };
  if (socialAccess(accountGateSubject(accountFacts(row))) === 'closed')
    return { status: 403, errorMessage: SOCIAL_RULES_MESSAGES.notEligible };
  await enableSocial(db, row.id);
  return { status: 200 };
}
