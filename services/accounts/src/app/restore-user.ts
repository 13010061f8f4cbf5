// Use case: an admin brings back an account an admin deleted less than 30 days ago (restoreUser, /siteadmin/deletedUsers;
// decision 0029). She comes back with her data and address, not her sessions; the club is told (UserRestored).
import type { AdminActor } from '@golightly/service-kit';
import { isEmailInUse, lockAccount, restoreAccount } from '../db/people';
import { RESTORE_MESSAGES, restoreRefusal } from '../domain/people';
import { userRestored } from '../events/publish';
import { logAdminAction } from './admin-log';
import { decryptOrNull, type AccountsDeps } from './deps';

export type RestoreResult = { status: 'success' } | { status: 'notFound' | 'invalid'; errorMessage: string };

/** Locked, checked (who deleted her, how long ago, whether her address was taken since), then restored or refused. */
export async function restoreUser(
  deps: Pick<AccountsDeps, 'db' | 'crypto'>,
  actor: AdminActor,
  userId: string,
): Promise<RestoreResult> {
  const { db, crypto } = deps;
  return db.transaction(async (trx): Promise<RestoreResult> => {
    const account = await lockAccount(trx, userId);
    const refusal = account
      ? restoreRefusal(account, new Date())
      : { status: 'notFound' as const, message: RESTORE_MESSAGES.notFound };
    if (refusal) return { status: refusal.status, errorMessage: refusal.message };
    const found = account!;
    const email = decryptOrNull(crypto, found.emailEncrypted) ?? '';
    const emailHash = found.deletedEmailHash ?? (email ? crypto.lookupHash(email) : null);
    const taken = { status: 'invalid', errorMessage: RESTORE_MESSAGES.emailTaken(email) } as const;
    if (emailHash && (await isEmailInUse(trx, emailHash))) return taken;
    if (!(await restoreAccount(trx, found.userId))) return taken;
    const name = `${found.firstName} ${found.lastName}`.trim();
    await userRestored(
      trx,
      { ...found, email, firstName: found.firstName, lastName: found.lastName, gender: found.gender },
      actor.adminId,
    );
    await logAdminAction(trx, actor, {
      action: 'user.restored',
      area: 'people',
      recordType: 'user',
      recordId: found.userId,
      summary: `Restored the account of ${name} (profile ${found.profileId}), deleted by an admin on ${found.deletedAt!.toISOString().slice(0, 10)}`,
    });
    return { status: 'success' };
  });
}
