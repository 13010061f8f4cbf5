// Use case: an admin adds an item to a list settings catalogue (createListSetting, /siteadmin/listsettings/{typeId}):
// checked as its catalogue's kind asks (a name; a number for counts; a description for texts), unique by name and
// number in the catalogue, saved with its admin log entry in one transaction.
import {
  catalogueOf,
  checkListSetting,
  LIST_SETTING_TEXTS as T,
  type ListSettingInput,
} from '../domain/list-setting-types';
import { findAdminListSetting, findClash, insertListSetting, lockCatalogue } from '../db/list-settings-admin';
import type { ListingsDeps } from './deps';
import {
  invalidSetting,
  isUniqueViolation,
  logName,
  recordListSettingAction,
  type ActorFor,
  type ListSettingOutcome,
} from './list-setting-outcome';

export async function createListSetting(
  deps: ListingsDeps,
  actorFor: ActorFor,
  typeId: number,
  input: ListSettingInput,
): Promise<ListSettingOutcome> {
  const type = catalogueOf(typeId);
  if (!type) return invalidSetting([{ field: 'typeId', message: T.unknownType(typeId) }], T.unknownType(typeId));
  const actor = actorFor(typeId);
  const checked = checkListSetting(type, input);
  if (!checked.ok) return invalidSetting(checked.errors, T.nothingSaved);
  const fields = checked.value;
  try {
    return await deps.db.transaction(async (trx): Promise<ListSettingOutcome> => {
      await lockCatalogue(trx, typeId);
      const clash = await findClash(trx, typeId, fields, null);
      if (clash.name || clash.value) return clashOutcome(clash, fields);
      const id = await insertListSetting(trx, typeId, fields);
      await recordListSettingAction(trx, actor, id, 'created', `Added ${logName({ ...fields, typeId })}`);
      return { status: 'success', setting: (await findAdminListSetting(trx, id))! };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return clashOutcome({ name: true, value: false }, fields);
    throw error;
  }
}

/** The refusal of a name or number another item of the catalogue already has. */
export function clashOutcome(
  clash: { name: boolean; value: boolean },
  fields: { itemName: string; value: number | null },
): ListSettingOutcome {
  const errors = [
    ...(clash.name ? [{ field: 'itemName', message: T.nameTaken(fields.itemName) }] : []),
    ...(clash.value && fields.value !== null ? [{ field: 'value', message: T.valueTaken(fields.value) }] : []),
  ];
  return invalidSetting(errors, errors[0]!.message);
}
