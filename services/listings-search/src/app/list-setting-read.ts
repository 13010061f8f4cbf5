// Reads of the list settings catalogues for the admin screens (adminListSettings, listSettingTypes) and the number and
// description of the items the host editor reads (ListSetting.value, ListSetting.itemDescription).
import {
  catalogueOf,
  LIST_SETTING_CATALOGUES,
  LIST_SETTING_TEXTS as T,
  type ListSettingType,
} from '../domain/list-setting-types';
import { findCatalogueItems, findItemDetails, type AdminListSettingRow } from '../db/list-settings-admin';
import type { ListingsDeps } from './deps';

export const listSettingTypes = (): readonly ListSettingType[] => LIST_SETTING_CATALOGUES;

export type CatalogueAnswer =
  { status: 'success'; type: ListSettingType; items: AdminListSettingRow[] } | { status: 'invalid'; message: string };

/** Every item of one catalogue, enabled or not, with how many listings use each. */
export async function readCatalogue(deps: ListingsDeps, typeId: number): Promise<CatalogueAnswer> {
  const type = catalogueOf(typeId);
  if (!type) return { status: 'invalid', message: T.unknownType(typeId) };
  return { status: 'success', type, items: await findCatalogueItems(deps.db, typeId) };
}

/** The number and description of items by id. */
export const listSettingDetails = (deps: ListingsDeps, ids: readonly number[]) => findItemDetails(deps.db, ids);
