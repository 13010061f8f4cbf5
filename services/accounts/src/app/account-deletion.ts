// Use cases: a member deletes her own account (deleteMyAccount, /requestDelete): her personal data is erased at once;
// an admin deletes a member's (deleteUser): the account ends but stays restorable for 30 days (decision 0029). Either
// way her sessions end in the same transaction and the club is told (UserDeleted).
import { DeletionReason } from '@golightly/proto';
import type { AdminActor } from '@golightly/service-kit';
import { lockAccount, softDeleteAccount } from '../db/people';
import { revokeSessionsActingFor } from '../db/sessions';
import { eraseMember, findMemberContact, findPasswordHash } from '../db/users';
import { verifyPassword } from '../domain/passwords';
import { RESTORE_DAYS } from '../domain/people';
import { RESERVED_ACCOUNT_ID } from '../domain/roles';
import { userDeleted } from '../events/publish';
import { logAdminAction } from './admin-log';
import type { Caller, DataDeps } from './caller';

type Deps = DataDeps;

export const DELETION_MESSAGES = {
  password: 'That password is incorrect. Your account was not deleted.',
  notFound: 'There is no such member.',
  reserved: "The club's reserved account cannot be deleted.",
} as const;

export type DeletionResult =
  | { status: 'success' }
  | { status: 'password' | 'notFound' | 'invalid'; errorMessage: string }
  | { status: 'signInRequired' | 'coHostRefused' };

/** The account's owner, with her password; a co-host cannot delete the host's account. */
export async function deleteOwnAccount(
  { db, crypto }: Deps,
  request: { caller: Caller; password: string },
): Promise<DeletionResult> {
  const { caller } = request;
  if (caller.kind !== 'member') return { status: 'signInRequired' };
  if (caller.coHost) return { status: 'coHostRefused' };
  if (!(await verifyPassword(await findPasswordHash(db, caller.userId), request.password))) {
    return { status: 'password', errorMessage: DELETION_MESSAGES.password };
  }
  const { userId } = caller;
  return db.transaction(async (trx): Promise<DeletionResult> => {
    const member = await findMemberContact(trx, { userId });
    if (!member) return { status: 'notFound', errorMessage: DELETION_MESSAGES.notFound };
    await eraseMember(trx, userId);
    // Her co-hosts act as her: their sessions end with hers.
    await revokeSessionsActingFor(trx, userId);
    const email = member.emailEncrypted ? crypto.decrypt(member.emailEncrypted) : '';
    const contact = { userId, profileId: member.profileId, email, firstName: member.firstName };
    await userDeleted(trx, contact, DeletionReason.SELF_SERVICE);
    return { status: 'success' };
  });
}

/**
 * An admin with Manage Users (checked by the field's @adminPrivilege, and again by adminActorOf) deletes a live
 * account: it is locked, ended with her sessions and her co-hosts', told to the club and written to the admin log,
 * all in one transaction. Her data stays for RESTORE_DAYS so restoreUser can bring her back.
 */
export async function deleteMember(deps: Deps, actor: AdminActor, userId: string): Promise<DeletionResult> {
  const notFound = { status: 'notFound', errorMessage: DELETION_MESSAGES.notFound } as const;
  return deps.db.transaction(async (trx): Promise<DeletionResult> => {
    const account = await lockAccount(trx, userId);
    if (!account || account.deletedAt) return notFound;
    if (account.userId === RESERVED_ACCOUNT_ID) return { status: 'invalid', errorMessage: DELETION_MESSAGES.reserved };
    await softDeleteAccount(trx, account.userId, actor.adminId);
    await revokeSessionsActingFor(trx, account.userId);
    const email = account.emailEncrypted ? deps.crypto.decrypt(account.emailEncrypted) : '';
    const contact = { userId: account.userId, profileId: account.profileId, email, firstName: account.firstName };
    await userDeleted(trx, contact, DeletionReason.ADMIN);
    await logAdminAction(trx, actor, {
      action: 'user.deleted',
      area: 'people',
      recordType: 'user',
      recordId: account.userId,
      summary:
        `Deleted the account of ${`${account.firstName} ${account.lastName}`.trim()} (profile ${account.profileId}); ` +
        `it can be restored for ${RESTORE_DAYS} days`,
    });
    return { status: 'success' };
  });
}
