// Use case: /confirm-gender (spec 000 §4), a member with no gender on record sets it, once; the admins are told.
import { findProfileRow, refreshSteps, setGender } from '../db/profile';
import { decideGenderConfirmation, isProfileComplete } from '../domain/profile';
import { genderConfirmed } from '../events/publish';
import { decryptOrNull } from './deps';
import type { DataDeps } from './caller';

export type ConfirmGenderResult =
  | { status: 'success'; gender: 'male' | 'female'; redirectTo: string }
  | { status: 'invalid' | 'alreadySet'; message: string; gender: string | null }
  | { status: 'accountGone' };

export async function confirmGender(deps: DataDeps, userId: string, given: string): Promise<ConfirmGenderResult> {
  return deps.db.transaction(async (trx): Promise<ConfirmGenderResult> => {
    const row = await findProfileRow(trx, { userId }, true);
    if (!row) return { status: 'accountGone' };
    const decision = decideGenderConfirmation(row.gender, given);
    if (decision.status !== 'success')
      return { status: decision.status, message: decision.message, gender: row.gender };
    if (!(await setGender(trx, userId, decision.gender))) throw new Error('gender changed while locked');
    const steps = await refreshSteps(trx, userId);
    await genderConfirmed(trx, {
      userId,
      profileId: row.profile_id,
      gender: decision.gender,
      email: decryptOrNull(deps.crypto, row.email_encrypted) ?? '',
      firstName: row.first_name,
      lastName: row.last_name,
    });
    // The club is for women: a man is shown why he cannot continue.
    const redirectTo =
      decision.gender === 'male' ? '/unsuccessful' : isProfileComplete(steps) ? '/dashboard' : '/user/edit';
    return { status: 'success', gender: decision.gender, redirectTo };
  });
}
