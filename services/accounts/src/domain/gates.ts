// The navigation gates of spec 000 §4-6, decided on the server; the web app only follows the answer.
import { isPhoneGateExempt } from './phone';

export interface GateSubject {
  isAdmin: boolean;
  /** An admin session flagged as property manager: counts as a complete profile. */
  isPropertyManager: boolean;
  userType: 'memberForm' | 'inviteForm';
  gender: 'male' | 'female' | null;
  /** Profile steps 1 to 4 all 'completed'. */
  stepsCompleted: boolean;
  isProfileUpdated: boolean;
  isPhoneVerified: boolean;
  dialCode: string | null;
  countryCode: string | null;
  /** memberRecords.isVerified: an admin approved the membership application (memberForm users). */
  isMemberVerified: boolean;
  memberStatus: 'pending' | 'standard' | 'on_hold' | 'rejected';
  socialEnable: boolean;
  maxInvite: number;
  adminInviteLimit: number;
  invitesLeft: number;
}

/** Pages a member with an incomplete profile may still open (spec 000 §4). */
export const PROFILE_GATE_EXEMPT_PATHS = [
  '/user/edit',
  '/confirm-email',
  '/unsuccessful',
  '/confirm-gender',
  '/membership',
  '/membership-info',
  '/id-proofType',
  '/id-verification',
  // Not in spec 000 §4's list, but the e-mail confirmation link and the ID review e-mails lead here (spec 000 §2,
  // 001 §2): a new member, whose profile is never complete yet, must be able to confirm her address (decision 0017).
  '/user/verification',
] as const;

export type GateDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'notFound' };

const allow: GateDecision = { kind: 'allow' };
const redirect = (to: string): GateDecision => ({ kind: 'redirect', to });

const isExempt = (path: string) => PROFILE_GATE_EXEMPT_PATHS.some((p) => path === p || path.startsWith(`${p}/`));

export function hasCompleteProfile(subject: GateSubject): boolean {
  if (subject.isAdmin || subject.isPropertyManager) return true;
  const phoneOk = subject.isPhoneVerified || isPhoneGateExempt(subject.dialCode, subject.countryCode);
  const memberOk = subject.userType !== 'memberForm' || subject.isMemberVerified;
  return subject.stepsCompleted && phoneOk && memberOk;
}

/**
 * Where a signed-in member may go. In order: the gender gate (unset → /confirm-gender; a man who is neither admin
 * nor property manager → /unsuccessful), an account on hold → /warning, a pending application → /membership-info,
 * then the phone and profile-completion gates → /user/edit, each with its exempt pages.
 */
export function decideGate(subject: GateSubject, path: string): GateDecision {
  const privileged = subject.isAdmin || subject.isPropertyManager;
  if (!privileged) {
    if (subject.gender === null) return path === '/confirm-gender' ? allow : redirect('/confirm-gender');
    if (subject.gender === 'male') return path === '/unsuccessful' ? allow : redirect('/unsuccessful');
  }
  if (path === '/confirm-gender') return { kind: 'notFound' };
  if (privileged) return allow;
  if (subject.memberStatus === 'on_hold') return path === '/warning' ? allow : redirect('/warning');
  if (subject.memberStatus === 'pending' || subject.memberStatus === 'rejected') {
    return path === '/membership-info' || path === '/membership' ? allow : redirect('/membership-info');
  }
  if (isExempt(path)) return allow;
  return hasCompleteProfile(subject) ? allow : redirect('/user/edit');
}

/** The social area: female, phone verified, complete and updated profile; the rules dialog until she accepts them. */
export function socialAccess(subject: GateSubject): 'open' | 'rules' | 'closed' {
  const phoneOk = subject.isPhoneVerified;
  if (subject.gender !== 'female' || !phoneOk || !hasCompleteProfile(subject) || !subject.isProfileUpdated)
    return 'closed';
  return subject.socialEnable ? 'open' : 'rules';
}

/** The invite option shows when her invite limits are not both 0 and she has at least one invitation left. */
export function canInvite(subject: GateSubject): boolean {
  return !(subject.maxInvite === 0 && subject.adminInviteLimit === 0) && subject.invitesLeft >= 1;
}
