// Use case: where the caller may go (userGate, spec 000 §4-6), so the web app routes by the server's rules.
import { accountFacts } from '../db/account-record';
import { findOwnAccount } from '../db/users';
import { accountGateSubject } from '../domain/account';
import { canInvite, decideGate, socialAccess } from '../domain/gates';
import { RESERVED_ACCOUNT_ID, roleGate, roleLimits } from '../domain/roles';
import type { Caller, DataDeps } from './caller';

export interface GateRequest {
  caller: Caller;
  /** An application path such as /dashboard or /rooms?page=2. */
  path: string;
}

export type GateResult =
  | { status: 'badPath' }
  | {
      status: 'decided';
      decision: 'allow' | 'redirect' | 'notFound';
      redirectTo: string | null;
      socialAccess: 'open' | 'rules' | 'closed';
      canInvite: boolean;
    };

const PATH = /^\/[\w\-./?=&%]{0,500}$/;

const decided = (decision: 'allow' | 'redirect' | 'notFound', redirectTo: string | null = null): GateResult => ({
  status: 'decided',
  decision,
  redirectTo,
  socialAccess: 'closed',
  canInvite: false,
});

/** Visitors are always allowed (pages ask them to sign in); an admin is allowed, and told nothing about members. */
export async function decideUserGate({ db }: Pick<DataDeps, 'db'>, request: GateRequest): Promise<GateResult> {
  if (!PATH.test(request.path)) return { status: 'badPath' };
  const path = request.path.split('?')[0]!.replace(/\/+$/, '') || '/';
  const { caller } = request;
  if (caller.kind === 'visitor') return decided('allow');
  if (caller.kind === 'admin') return decided(path === '/confirm-gender' ? 'notFound' : 'allow');
  const row = await findOwnAccount(db, caller.userId);
  if (!row) return decided('redirect', '/');
  const own = accountGateSubject(accountFacts(row));
  // A co-host cannot edit her host's profile: only the host's standing (gender, hold, pending) applies to her.
  const subject = caller.coHost ? { ...own, stepsCompleted: true, isPhoneVerified: true, isMemberVerified: true } : own;
  // Co-hosts, press users and the reserved account have pages of their own to keep to (decision 0010).
  const limits = roleLimits({
    coHost: caller.coHost,
    pressUser: row.is_press_user,
    propertyManager: row.is_property_manager,
    reserved: row.id === RESERVED_ACCOUNT_ID,
  });
  const gate = roleGate(limits, path) ?? decideGate(subject, path);
  return {
    status: 'decided',
    decision: gate.kind,
    redirectTo: gate.kind === 'redirect' ? gate.to : null,
    socialAccess: socialAccess(subject),
    canInvite: limits.showInvite && canInvite(subject),
  };
}
