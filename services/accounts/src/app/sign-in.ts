// Use cases: signing in (userLogin), signing out, and whether the caller's member still exists (spec 000 §4).
import { createSession, revokeSession } from '../db/sessions';
import { findAdminByEmailHash, findMemberByEmailHash } from '../db/sign-in';
import { findUsersByIds } from '../db/users';
import { verifyPassword } from '../domain/passwords';
import { validateLoginInput } from '../domain/registration';
import { decideSignIn, signInMessage, SIGNED_IN, type LoginStatus, type SignInAccount } from '../domain/sign-in';
import { admitGuess, forgiveGuess } from './attempts';
import type { Caller, DataDeps, OpenedSession, SessionDeps } from './caller';

export interface SignInRequest {
  caller: Caller;
  email: string;
  password: string;
  clientAddress: string;
}

export type SignInResult =
  | { status: 'success' | 'admin' | 'secondary'; errorMessage: null; session: OpenedSession }
  | { status: Exclude<LoginStatus, 'success' | 'admin' | 'secondary'>; errorMessage: string; session: null };

const PASSWORD_MAX_LENGTH = 200;

const notSignedIn = (status: Exclude<LoginStatus, 'success' | 'admin' | 'secondary'>, errorMessage?: string) =>
  ({ status, errorMessage: errorMessage ?? signInMessage(status)!, session: null }) as const;

/**
 * Admits the guess (counted before the password is checked, so parallel guesses all count), finds the member or
 * admin the e-mail names, checks the password, decides, and opens a session for the three signed-in outcomes.
 */
export async function signIn({ db, crypto, sessionDays }: SessionDeps, request: SignInRequest): Promise<SignInResult> {
  const { caller, password, clientAddress } = request;
  if (caller.kind !== 'visitor') {
    return notSignedIn(caller.kind === 'admin' ? 'adminLoggedIn' : 'loggedIn');
  }
  const email = request.email.trim();
  const problems = validateLoginInput(email, password);
  if (problems.length > 0 || password.length > PASSWORD_MAX_LENGTH) {
    return notSignedIn('other', problems.map((p) => p.message).join(' ') || undefined);
  }
  const emailHash = crypto.lookupHash(email);
  const admission = await admitGuess(db, emailHash, clientAddress);
  if (!admission.allowed) {
    return notSignedIn('tooManyAttempts', signInMessage('tooManyAttempts', admission.retryAfterSeconds)!);
  }

  const member = await findMemberByEmailHash(db, emailHash);
  const admin = member ? undefined : await findAdminByEmailHash(db, emailHash);
  const passwordMatches = await verifyPassword(member?.passwordHash ?? admin?.passwordHash, password);
  let account: SignInAccount | null = null;
  if (member)
    account = { kind: 'member', passwordMatches, memberStatus: member.memberStatus, isCoHost: member.isCoHost };
  else if (admin) account = { kind: 'admin', passwordMatches };

  const status = decideSignIn({ signedInAs: null, throttled: false, account });
  if (passwordMatches) await forgiveGuess(db, emailHash, clientAddress);
  if (!SIGNED_IN.has(status)) return notSignedIn(status as Exclude<LoginStatus, 'success' | 'admin' | 'secondary'>);
  // A co-host's session is her own (so her password reset or removal ends it); it acts for her host.
  const owner = member ? { userId: member.id, isCoHost: member.isCoHost } : { adminId: admin!.id };
  const session = await createSession(db, owner, sessionDays);
  return {
    status: status as 'success' | 'admin' | 'secondary',
    errorMessage: null,
    session: { ...session, maxAgeSeconds: sessionDays * 86_400 },
  };
}

/** Revokes the caller's session, if she has one; the browser's cookie is cleared either way. */
export async function signOut({ db }: Pick<DataDeps, 'db'>, caller: Caller): Promise<{ status: 'success' }> {
  if (caller.kind !== 'visitor') await revokeSession(db, caller.sessionId);
  return { status: 'success' };
}

export type UserStatus = { status: 'notLoggedIn'; userExists: false } | { status: 'success'; userExists: boolean };

/** Polled by the browser: false once there is no member behind the session any more, so it ends its session. */
export async function checkUserStatus({ db }: Pick<DataDeps, 'db'>, caller: Caller): Promise<UserStatus> {
  if (caller.kind === 'visitor') return { status: 'notLoggedIn', userExists: false };
  if (caller.kind === 'admin') return { status: 'success', userExists: true };
  const [user] = await findUsersByIds(db, [caller.userId]);
  return { status: 'success', userExists: Boolean(user) };
}
