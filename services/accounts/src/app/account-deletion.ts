// Use cases: a member deletes her own account (deleteMyAccount, /requestDelete), an admin deletes a member's
// (deleteUser); either way her personal data is erased and the club is told (UserDeleted).
import { DeletionReason } from '@golightly/proto';
import { eraseMember, findMemberContact, findPasswordHash } from '../db/users';
import { verifyPassword } from '../domain/passwords';
import { userDeleted } from '../events/publish';
import type { Caller, DataDeps } from './caller';

type Deps = DataDeps;

export const DELETION_MESSAGES = {
  password: 'That password is incorrect. Your account was not deleted.',
  notFound: 'There is no such member.',
} as const;

export type DeletionResult =
  | { status: 'success' }
  | { status: 'password' | 'notFound'; errorMessage: string }
  | { status: 'signInRequired' | 'coHostRefused' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function deleteAccount({ db, crypto }: Deps, userId: string, reason: DeletionReason): Promise<DeletionResult> {
  return db.transaction(async (trx): Promise<DeletionResult> => {
    const member = await findMemberContact(trx, { userId });
    if (!member) return { status: 'notFound', errorMessage: DELETION_MESSAGES.notFound };
    await eraseMember(trx, userId);
    const email = member.emailEncrypted ? crypto.decrypt(member.emailEncrypted) : '';
    await userDeleted(trx, { userId, profileId: member.profileId, email, firstName: member.firstName }, reason);
    return { status: 'success' };
  });
}

/** The account's owner, with her password; a co-host cannot delete the host's account. */
export async function deleteOwnAccount(
  deps: Deps,
  request: { caller: Caller; password: string },
): Promise<DeletionResult> {
  const { caller } = request;
  if (caller.kind !== 'member') return { status: 'signInRequired' };
  if (caller.coHost) return { status: 'coHostRefused' };
  if (!(await verifyPassword(await findPasswordHash(deps.db, caller.userId), request.password))) {
    return { status: 'password', errorMessage: DELETION_MESSAGES.password };
  }
  return deleteAccount(deps, caller.userId, DeletionReason.SELF_SERVICE);
}

/** An admin with Manage Users (checked by the field's @adminPrivilege) deletes any live member. */
export async function deleteMember(deps: Deps, userId: string): Promise<DeletionResult> {
  if (!UUID.test(userId)) return { status: 'notFound', errorMessage: DELETION_MESSAGES.notFound };
  return deleteAccount(deps, userId, DeletionReason.ADMIN);
}
