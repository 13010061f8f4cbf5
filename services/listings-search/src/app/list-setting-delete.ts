// Use case: an admin deletes an item of a list settings catalogue (deleteListSetting). Only an item no listing has
// ever picked is deleted (deleted listings count: they keep their picks); one in use is refused with the advice to
// disable it, which hides it from hosts and searches while the listings that have it keep it (decision 0036).
import { LIST_SETTING_TEXTS as T } from '../domain/list-setting-types';
import {
  countListingsUsing,
  deleteListSetting as removeListSetting,
  findAdminListSetting,
  lockListSetting,
} from '../db/list-settings-admin';
import type { ListingsDeps } from './deps';
import {
  isForeignKeyViolation,
  logName,
  recordListSettingAction,
  type ActorFor,
  type ListSettingOutcome,
} from './list-setting-outcome';

export async function deleteListSetting(
  deps: ListingsDeps,
  actorFor: ActorFor,
  id: number,
): Promise<ListSettingOutcome> {
  const found = await findAdminListSetting(deps.db, id);
  if (!found) return { status: 'notFound', errorMessage: T.notFound };
  const actor = actorFor(found.typeId);
  try {
    return await deps.db.transaction(async (trx): Promise<ListSettingOutcome> => {
      const item = await lockListSetting(trx, id);
      if (!item) return { status: 'notFound', errorMessage: T.notFound };
      const uses = await countListingsUsing(trx, id);
      if (uses > 0) return { status: 'conflict', errorMessage: T.inUse(uses) };
      const setting = (await findAdminListSetting(trx, id))!;
      await removeListSetting(trx, id);
      await recordListSettingAction(trx, actor, id, 'deleted', `Deleted ${logName(item)}`);
      return { status: 'success', setting };
    });
  } catch (error) {
    // A host picked it between the count and the delete: the foreign key refused, and nothing was written.
    if (isForeignKeyViolation(error)) {
      return { status: 'conflict', errorMessage: T.inUse(await countListingsUsing(deps.db, id)) };
    }
    throw error;
  }
}
