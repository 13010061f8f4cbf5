// Use case: an admin adds a press user or a property manager, e-mailed a link to choose her password (decision 0010).
import type { AdminActor } from '@golightly/service-kit';
import { EmailTakenError } from '../db/users';
import { validateNewAccount, type NewAccountInput } from '../domain/membership';
import { REGISTRATION_MESSAGES, type FieldError } from '../domain/registration';
import { insertAccountForOtherWithLink, normalisedNewAccount, type CreatedAccount } from './account-for-other';
import { logAdminAction } from './admin-log';
import type { AccountsDeps } from './deps';

export type AccountRole = 'pressUser' | 'propertyManager';

export type AddRoleAccountOutcome =
  | { status: 'success'; account: CreatedAccount }
  | { status: 'other'; message: string; fieldErrors: FieldError[] }
  | { status: 'email'; message: string };

const LOGGED: Record<AccountRole, { action: string; kind: string }> = {
  pressUser: { action: 'press_user.created', kind: 'press user' },
  propertyManager: { action: 'property_manager.created', kind: 'property manager' },
};

export async function addRoleAccount(
  deps: AccountsDeps,
  actor: AdminActor,
  role: AccountRole,
  input: NewAccountInput,
): Promise<AddRoleAccountOutcome> {
  const fieldErrors = validateNewAccount(input);
  if (fieldErrors.length > 0) return { status: 'other', message: fieldErrors[0]!.message, fieldErrors };
  try {
    return await deps.db.transaction(async (trx): Promise<AddRoleAccountOutcome> => {
      const created = await insertAccountForOtherWithLink(trx, deps, normalisedNewAccount(input), role);
      if ('status' in created) return created;
      const logged = LOGGED[role];
      await logAdminAction(trx, actor, {
        action: logged.action,
        area: 'people',
        recordType: 'user',
        recordId: created.userId,
        summary: `Added the ${logged.kind} ${created.firstName} ${created.lastName} (profile ${created.profileId})`,
      });
      return { status: 'success', account: created };
    });
  } catch (error) {
    if (error instanceof EmailTakenError) return { status: 'email', message: REGISTRATION_MESSAGES.email };
    throw error;
  }
}
