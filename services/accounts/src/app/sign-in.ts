// Signing in (userLogin): admit the guess, find the account, check the password, decide, open a session.
import type { Knex } from '@golightly/db';
import { createSession } from '../db/sessions';
import { findAdminByEmailHash, findMemberByEmailHash } from '../db/sign-in';
import { verifyPassword } from '../domain/passwords';
import { decideSignIn, SIGNED_IN, type LoginStatus, type SignInAccount } from '../domain/sign-in';
import { admitGuess, forgiveGuess } from './attempts';

export interface SignInRequest {
  emailHash: Buffer;
  password: string;
  clientAddress: string;
}

export type SignInResult =
  | { status: Exclude<LoginStatus, 'tooManyAttempts'>; session: { token: string; sessionId: string } | null }
  | { status: 'tooManyAttempts'; retryAfterSeconds: number; session: null };

export async function signIn(db: Knex, sessionDays: number, request: SignInRequest): Promise<SignInResult> {
  const { emailHash, password, clientAddress } = request;
  const admission = await admitGuess(db, emailHash, clientAddress);
  if (!admission.allowed)
    return { status: 'tooManyAttempts', retryAfterSeconds: admission.retryAfterSeconds, session: null };

  const member = await findMemberByEmailHash(db, emailHash);
  const admin = member ? undefined : await findAdminByEmailHash(db, emailHash);
  const passwordMatches = await verifyPassword(member?.passwordHash ?? admin?.passwordHash, password);
  let account: SignInAccount | null = null;
  if (member)
    account = { kind: 'member', passwordMatches, memberStatus: member.memberStatus, isCoHost: member.isCoHost };
  else if (admin) account = { kind: 'admin', passwordMatches };

  const status = decideSignIn({ signedInAs: null, throttled: false, account }) as Exclude<
    LoginStatus,
    'tooManyAttempts'
  >;
  if (passwordMatches) await forgiveGuess(db, emailHash, clientAddress);
  if (!SIGNED_IN.has(status)) return { status, session: null };
  // A co-host's session is her own (so her password reset or removal ends it); it acts for her host.
  const owner = member ? { userId: member.id, isCoHost: member.isCoHost } : { adminId: admin!.id };
  return { status, session: await createSession(db, owner, sessionDays) };
}
