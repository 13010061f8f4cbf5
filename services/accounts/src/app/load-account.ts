// Use case: the signed-in member loads her own account (userAccount and getUserAvatar, spec 000 §3, §7), personal
// data decrypted for her alone.
import { accountRecord } from '../db/account-record';
import { findOwnAccount } from '../db/users';
import { toAccountView, type AccountView } from '../domain/account';
import type { Caller, DataDeps } from './caller';

export type LoadAccountOutcome =
  | { kind: 'loaded'; account: AccountView }
  /** A visitor, or an admin's session: neither has a member account. */
  | { kind: 'notSignedIn' }
  /** A co-host's session acts for her host, whose personal details are not hers to read. */
  | { kind: 'coHost' }
  /** The session outlived the account (deleted since). */
  | { kind: 'gone' };

export async function loadOwnAccount({ db, crypto }: DataDeps, caller: Caller): Promise<LoadAccountOutcome> {
  if (caller.kind !== 'member') return { kind: 'notSignedIn' };
  if (caller.coHost) return { kind: 'coHost' };
  const row = await findOwnAccount(db, caller.userId);
  if (!row) return { kind: 'gone' };
  return { kind: 'loaded', account: toAccountView(accountRecord(row, crypto)) };
}
