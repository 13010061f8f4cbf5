// Use case: an admin adds a sub-admin or changes an admin's e-mail, password or role (spec 000 §7 createAdminUser).
import type { AdminActor } from '@golightly/service-kit';
import {
  findAdmin,
  findAdminIdByEmailHash,
  findRole,
  insertAdminUser,
  isMemberEmail,
  isUniqueViolation,
  revokeAdminSessions,
  updateAdminUser,
} from '../db/admin-users';
import {
  ADMIN_MESSAGES,
  changeRefusal,
  isRefusal,
  mayGrant,
  validateAdminUserInput,
  type ActingAdmin,
  type AdminUserInput,
  type Refusal,
} from '../domain/admin-users';
import { hashPassword } from '../domain/passwords';
import { logAdminAction } from './admin-log';
import { adminUser, isAdminId, type AdminView } from './admin-views';
import { privilegeIdsOf } from './admin-privilege-ids';
import type { AccountsDeps } from './deps';

export type SaveAdminUserOutcome = { status: 200; admin: AdminView | null } | Refusal;

/**
 * The admin making the change: what the admin log records of her, what she may grant, and the session she makes it
 * from (kept when she changes her own password).
 */
export type AdminUserActor = AdminActor & ActingAdmin & { sessionId?: string };

/** "the role Editors (3)", as the admin log names a role. */
export const roleLabel = (role: { id: number; name: string }) => `the role ${role.name} (${role.id})`;

/** The parts of an admin that changed, in words: "e-mail, password and role (now the role Editors (3))". */
function changedParts(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** `input.id` absent adds an admin; given, changes that one, if the actor may touch her and grant her new role. */
export async function saveAdminUser(
  deps: Pick<AccountsDeps, 'db' | 'crypto' | 'log'>,
  actor: AdminUserActor,
  input: AdminUserInput & { id?: string | null },
): Promise<SaveAdminUserOutcome> {
  const { db, crypto, log } = deps;
  const id = input.id ?? null;
  if (id !== null && !isAdminId(id)) return { status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown };

  const outcome = await db
    .transaction(async (trx): Promise<Refusal | { id: string }> => {
      const existing = id !== null ? await findAdmin(trx, id, { lock: true }) : undefined;
      if (id !== null && !existing) return { status: 404, errorMessage: ADMIN_MESSAGES.adminUnknown };
      if (existing) {
        const refusal = changeRefusal(actor, { ...existing, privilegeIds: await privilegeIdsOf(trx, existing) });
        if (refusal) return refusal;
      }
      const change = validateAdminUserInput(input, existing);
      if (isRefusal(change)) return change;

      const roleChanges = change.roleId !== null && change.roleId !== existing?.roleId;
      const role = roleChanges ? await findRole(trx, change.roleId as number) : undefined;
      if (roleChanges) {
        if (!role) return { status: 400, errorMessage: ADMIN_MESSAGES.roleUnknown };
        if (!mayGrant(actor, role.privilegeIds)) return { status: 403, errorMessage: ADMIN_MESSAGES.grantBeyondOwn };
      }
      const emailHash = crypto.lookupHash(change.email);
      const holder = await findAdminIdByEmailHash(trx, emailHash);
      if (holder && holder !== existing?.id) return { status: 400, errorMessage: ADMIN_MESSAGES.emailTaken };
      if (await isMemberEmail(trx, emailHash)) return { status: 400, errorMessage: ADMIN_MESSAGES.emailIsMember };

      const passwordHash = change.password === null ? null : await hashPassword(change.password);
      const stored = { emailHash, emailEncrypted: crypto.encrypt(change.email) };
      if (!existing) {
        const added = await insertAdminUser(trx, {
          ...stored,
          passwordHash: passwordHash as string,
          roleId: change.roleId as number,
        });
        await logAdminAction(trx, actor, {
          action: 'admin_user.created',
          area: 'people',
          recordType: 'admin_user',
          recordId: added,
          summary: `Added an admin with ${role ? roleLabel(role) : 'no role'}`,
        });
        log.info({ adminId: added, by: actor.adminId, roleId: change.roleId }, 'admin added');
        return { id: added };
      }
      const emailChanges = crypto.decrypt(existing.emailEncrypted) !== change.email;
      const parts = [
        ...(emailChanges ? ['e-mail'] : []),
        ...(passwordHash ? ['password'] : []),
        ...(role ? [`role (now ${roleLabel(role)})`] : []),
      ];
      // Saved as it was: nothing to write, nothing to log.
      if (parts.length === 0) return { id: existing.id };
      await updateAdminUser(trx, existing.id, { ...stored, passwordHash, roleId: change.roleId });
      await logAdminAction(trx, actor, {
        action: 'admin_user.updated',
        area: 'people',
        recordType: 'admin_user',
        recordId: existing.id,
        summary: `Changed the ${changedParts(parts)} of ${existing.id === actor.adminId ? 'her own admin account' : 'an admin'}`,
      });
      // A new password ends her other sign-ins; a new role takes effect at her next request.
      if (passwordHash) await revokeAdminSessions(trx, existing.id, actor.sessionId);
      log.info(
        { adminId: existing.id, by: actor.adminId, roleId: change.roleId, passwordChanged: Boolean(passwordHash) },
        'admin changed',
      );
      return { id: existing.id };
    })
    .catch((error: unknown): Refusal => {
      // Two admins saved with one address at once: the unique index decides, and the loser hears why.
      if (isUniqueViolation(error, 'admin_users_email_hash_key'))
        return { status: 400, errorMessage: ADMIN_MESSAGES.emailTaken };
      // The role was deleted between the check and the write.
      if ((error as { code?: string }).code === '23503')
        return { status: 400, errorMessage: ADMIN_MESSAGES.roleUnknown };
      throw error;
    });
  if (isRefusal(outcome)) return outcome;
  return { status: 200, admin: await adminUser(deps, outcome.id) };
}
