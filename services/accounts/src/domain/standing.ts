// A member's standing as the gateway signs it into her identity (DESIGN §8, decision 0032): the facts the other
// services decide on, derived by the same rules as her own account shows them.
import type { Standing } from '@golightly/service-kit';
import { accountGateSubject, type GateFacts } from './account';
import { hasCompleteProfile } from './gates';

/** The stored facts of the member a session acts for (her host, for a co-host), none of them encrypted. */
export type StandingFacts = Omit<GateFacts, 'socialEnable' | 'maxInvite' | 'adminInviteLimit' | 'invitesUsed'> & {
  isDiamond: boolean;
  isPressUser: boolean;
  isIdVerification: boolean;
};

/** Her standing; `coHostOf` is the host a co-host's session acts for, null for her own session. */
export function standingOf(facts: StandingFacts, coHostOf: string | null): Standing {
  // userAccount's isCompleted, by the same rule; the social and invitation facts do not bear on it.
  const subject = accountGateSubject({
    ...facts,
    socialEnable: false,
    maxInvite: 0,
    adminInviteLimit: 0,
    invitesUsed: 0,
  });
  return {
    gender: facts.gender,
    idVerified: facts.isIdVerification,
    profileComplete: hasCompleteProfile(subject),
    phoneVerified: facts.isPhoneVerified,
    memberStatus: facts.memberStatus,
    isDiamond: facts.isDiamond,
    pressUser: facts.isPressUser,
    propertyManager: facts.isPropertyManager,
    coHostOf,
  };
}
