// Use case: a member saves her profile (spec 001 §5): limits, secondary e-mail, phone verified first; steps refreshed.
import {
  findProfileRow,
  phoneCountsAsVerified,
  publicProfileOf,
  refreshSteps,
  saveProfileChanges,
} from '../db/profile';
import {
  decideProfileEdit,
  isProfileComplete,
  PROFILE_MESSAGES,
  type ProfileEditInput,
  type ProfileFieldError,
} from '../domain/profile';
import { profileUpdated } from '../events/publish';
import { decryptOrNull } from './deps';
import { toProfileView, type ProfileView } from './profile-view';
import type { DataDeps } from './caller';

export type EditProfileResult =
  | { status: 'success'; profile: ProfileView; changed: string[] }
  | { status: 'invalid'; message: string; fieldErrors: ProfileFieldError[] }
  | { status: 'phoneNotVerified'; message: string }
  | { status: 'accountGone' };

/** Checks the edit against her row (locked), saves it, refreshes her steps and publishes ProfileUpdated. */
export async function editProfile(deps: DataDeps, userId: string, input: ProfileEditInput): Promise<EditProfileResult> {
  const { db, crypto } = deps;
  return db.transaction(async (trx): Promise<EditProfileResult> => {
    const row = await findProfileRow(trx, { userId }, true);
    if (!row) return { status: 'accountGone' };
    const decision = decideProfileEdit(input, {
      primaryEmail: decryptOrNull(crypto, row.email_encrypted),
      phoneVerified: phoneCountsAsVerified(row),
    });
    if (decision.status === 'invalid') {
      return { status: 'invalid', message: decision.errors[0]!.message, fieldErrors: decision.errors };
    }
    if (decision.status === 'phoneNotVerified') {
      return { status: 'phoneNotVerified', message: PROFILE_MESSAGES.phoneNotVerified };
    }
    const changed = Object.keys(decision.changes);
    if (changed.length === 0) return { status: 'invalid', message: PROFILE_MESSAGES.nothingToSave, fieldErrors: [] };
    await saveProfileChanges(trx, userId, decision.changes, crypto);
    const steps = await refreshSteps(trx, userId);
    const saved = (await findProfileRow(trx, { userId }))!;
    await profileUpdated(trx, publicProfileOf(saved), changed, isProfileComplete(steps));
    return { status: 'success', profile: toProfileView(saved, 'own', crypto), changed };
  });
}
