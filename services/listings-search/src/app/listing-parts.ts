// Reads of what hangs off a listing the caller already may see: its photos, the catalogue items it picked, its beds.
// The listing resolvers call these for the fields asked for, so a query pays only for what it reads.
import { AMENITY_TYPE_IDS, HOUSE_RULE_TYPE_ID, type ListSetting } from '../domain/list-settings';
import { findEnabledListSettings, findListSettings } from '../db/list-settings';
import { findPicks } from '../db/listings';
import { findPhotos, type ListingPhoto } from '../db/photos';
import type { ListingsDeps } from './deps';

export const listingPhotos = (deps: ListingsDeps, listId: number): Promise<ListingPhoto[]> =>
  findPhotos(deps.db, [listId]);

export async function listSetting(deps: ListingsDeps, id: number | null): Promise<ListSetting | null> {
  if (id === null) return null;
  return (await findListSettings(deps.db, [id])).get(id) ?? null;
}

/** The items the listing picked of one kind (amenities and spaces, or house rules), in catalogue order. */
export async function pickedSettings(
  deps: ListingsDeps,
  listId: number,
  which: 'amenities' | 'houseRules',
): Promise<ListSetting[]> {
  const picks = await findPicks(deps.db, listId);
  const ids = which === 'amenities' ? picks.amenityIds : picks.houseRuleIds;
  const types = which === 'amenities' ? AMENITY_TYPE_IDS : [HOUSE_RULE_TYPE_ID];
  const settings = await findListSettings(deps.db, ids);
  return ids.flatMap((id) => {
    const setting = settings.get(id);
    return setting && types.includes(setting.typeId) ? [setting] : [];
  });
}

export const bedTypesOf = async (deps: ListingsDeps, listId: number) => (await findPicks(deps.db, listId)).bedTypes;

/** The editor's choices: enabled catalogue items, of the given types or all. */
export async function listSettingChoices(
  deps: ListingsDeps,
  typeIds: readonly number[] | null | undefined,
): Promise<ListSetting[]> {
  const all = await findEnabledListSettings(deps.db);
  return typeIds ? all.filter((s) => typeIds.includes(s.typeId)) : all;
}
