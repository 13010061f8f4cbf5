// A signed-in member's own newsletter subscription: whether her address is subscribed, her names on the list, and
// marking her address verified. Only her own address: what anyone learns about another is the same whether it is
// subscribed, pending or unknown (decision 0024).
import type { Knex } from '@golightly/db';
import type { Identity } from '@golightly/service-kit';
import { findMemberContact } from '../db/member-contacts';
import type { MailingList } from '../domain/newsletter';

/** Whether the caller is a member whose own address is `email`. */
async function isOwnAddress(db: Knex, caller: Identity | null, email: string): Promise<boolean> {
  if (!caller) return false;
  return (await findMemberContact(db, caller.userId))?.email === email;
}

/** True only for her own address, and only once it is confirmed on the list. */
export async function isOwnAddressSubscribed(
  db: Knex,
  list: MailingList,
  caller: Identity | null,
  email: string,
): Promise<boolean> {
  return (await isOwnAddress(db, caller, email)) && (await list.find(email)) !== null;
}

/** Renames her own confirmed subscription; anyone else's address is left as it is, without saying so. */
export async function renameOwnSubscription(
  db: Knex,
  list: MailingList,
  caller: Identity | null,
  subscriber: { email: string; firstName: string; lastName: string },
): Promise<void> {
  if (await isOwnAddress(db, caller, subscriber.email)) await list.updateNames(subscriber);
}

export type VerifyOutcome = 'verified' | 'signInFirst' | 'notOwnAddress' | 'notSubscribed';

export async function verifyOwnAddress(
  db: Knex,
  list: MailingList,
  caller: Identity | null,
  email: string,
): Promise<VerifyOutcome> {
  if (!caller) return 'signInFirst';
  if (!(await isOwnAddress(db, caller, email))) return 'notOwnAddress';
  return (await list.markVerified(email)) ? 'verified' : 'notSubscribed';
}
