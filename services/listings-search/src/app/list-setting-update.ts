// Use case: an admin changes an item of a list settings catalogue (updateListSetting): its name, its number or
// description as its kind has them, and whether hosts and searches see it (isEnable; disabling is how an item in use
// is retired). Listings keep what they picked: they refer to the item by id, and a count's number is copied into the
// listing when the host picks it, so a change here never rewrites a listing. Only a real change is saved and logged.
import {
  catalogueOf,
  checkListSetting,
  describeChanges,
  LIST_SETTING_TEXTS as T,
  type ListSettingInput,
  type ListSettingItem,
} from '../domain/list-setting-types';
import {
  findAdminListSetting,
  findClash,
  lockCatalogue,
  lockListSetting,
  updateListSetting as saveListSetting,
} from '../db/list-settings-admin';
import type { ListingsDeps } from './deps';
import { clashOutcome } from './list-setting-create';
import {
  invalidSetting,
  isUniqueViolation,
  logName,
  recordListSettingAction,
  type ActorFor,
  type ListSettingOutcome,
} from './list-setting-outcome';

export async function updateListSetting(
  deps: ListingsDeps,
  actorFor: ActorFor,
  id: number,
  input: ListSettingInput,
): Promise<ListSettingOutcome> {
  const found = await findAdminListSetting(deps.db, id);
  if (!found) return { status: 'notFound', errorMessage: T.notFound };
  const actor = actorFor(found.typeId);
  const checked = checkListSetting(catalogueOf(found.typeId)!, input);
  if (!checked.ok) return invalidSetting(checked.errors, T.nothingSaved);
  const fields = checked.value;
  try {
    return await deps.db.transaction(async (trx): Promise<ListSettingOutcome> => {
      await lockCatalogue(trx, found.typeId);
      const before = await lockListSetting(trx, id);
      if (!before) return { status: 'notFound', errorMessage: T.notFound };
      const after: ListSettingItem = {
        ...before,
        itemName: fields.itemName,
        itemDescription: fields.itemDescription,
        value: fields.value,
        isEnable: fields.isEnable ?? before.isEnable,
      };
      const changes = describeChanges(before, after);
      if (changes.length > 0) {
        const clash = await findClash(trx, before.typeId, after, id);
        if (clash.name || clash.value) return clashOutcome(clash, after);
        await saveListSetting(trx, id, after);
        await recordListSettingAction(trx, actor, id, 'updated', `Changed ${logName(before)}: ${changes.join(', ')}`);
      }
      return { status: 'success', setting: (await findAdminListSetting(trx, id))! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return clashOutcome({ name: true, value: false }, fields);
    throw error;
  }
}

/** Enables or disables an item, and nothing else (the screen's Enable and Disable buttons). */
export async function setListSettingEnabled(
  deps: ListingsDeps,
  actorFor: ActorFor,
  id: number,
  enabled: boolean,
): Promise<ListSettingOutcome> {
  const found = await findAdminListSetting(deps.db, id);
  if (!found) return { status: 'notFound', errorMessage: T.notFound };
  const actor = actorFor(found.typeId);
  return deps.db.transaction(async (trx): Promise<ListSettingOutcome> => {
    const before = await lockListSetting(trx, id);
    if (!before) return { status: 'notFound', errorMessage: T.notFound };
    if (before.isEnable !== enabled) {
      await saveListSetting(trx, id, { ...before, isEnable: enabled });
      await recordListSettingAction(
        trx,
        actor,
        id,
        'updated',
        `${enabled ? 'Enabled' : 'Disabled'} ${logName(before)}`,
      );
    }
    return { status: 'success', setting: (await findAdminListSetting(trx, id))! };
  });
}
