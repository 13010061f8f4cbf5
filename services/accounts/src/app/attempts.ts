// Password guesses are counted before they are checked, in one locked step, so aliased and parallel attempts all count.
import { createHash } from 'node:crypto';
import type { Knex } from '@golightly/db';
import { forgiveAttempt, lockAttemptCounts, saveAttemptCounts } from '../db/sign-in';
import { clientKey, decideAttempt } from '../domain/sign-in';

export type AttemptAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Admits one guess of the password of the account behind `emailHash` from `clientAddress`, charging it as a failure
 * up front; call `forgiveGuess` when it turns out right. A refused guess must not be checked at all.
 */
export async function admitGuess(db: Knex, emailHash: Buffer, clientAddress: string): Promise<AttemptAdmission> {
  const client = clientKey(clientAddress);
  return db.transaction(async (trx) => {
    const counts = await lockAttemptCounts(trx, emailHash, client);
    const decision = decideAttempt(counts.account, counts.client, counts.now);
    if (!decision.allowed) return decision;
    await saveAttemptCounts(trx, emailHash, client, decision);
    return { allowed: true };
  });
}

/** The guess was right: forgive this client's failures on this account and refund the charge. */
export async function forgiveGuess(db: Knex, emailHash: Buffer, clientAddress: string): Promise<void> {
  await forgiveAttempt(db, emailHash, clientKey(clientAddress));
}

/**
 * Admits one lookup of an e-mail address that answers whether an account exists (sendForgotPassword), counted against
 * the client like a failed guess and never forgiven, so a client cannot test addresses faster than it can guess.
 */
export async function admitAccountLookup(
  db: Knex,
  emailHash: Buffer,
  clientAddress: string,
): Promise<AttemptAdmission> {
  const lookupKey = createHash('sha256').update('account-lookup:').update(emailHash).digest();
  return admitGuess(db, lookupKey, clientAddress);
}

/** The counter key of one invitation code, apart from every e-mail hash. */
const codeGuessKey = (code: string) =>
  createHash('sha256').update('invitation-code:').update(code.toUpperCase()).digest();

/**
 * Admits one check of an invitation code (getValidReferralKey), which answers with the inviter's name: charged to
 * the client up front like a failed sign-in, so parallel checks all count; `forgiveCodeGuess` refunds a code that
 * exists, so only unknown codes use up a client's twenty in fifteen minutes.
 */
export function admitCodeGuess(db: Knex, code: string, clientAddress: string): Promise<AttemptAdmission> {
  return admitGuess(db, codeGuessKey(code), clientAddress);
}

export function forgiveCodeGuess(db: Knex, code: string, clientAddress: string): Promise<void> {
  return forgiveGuess(db, codeGuessKey(code), clientAddress);
}
