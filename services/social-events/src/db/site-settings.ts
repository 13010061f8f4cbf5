// Queries of site settings: name/value rows grouped by type.
import type { Knex } from '@golightly/db';
import type { SettingType, SiteSetting } from '../domain/site-settings';

/** The settings of a type, by name. */
export async function findSiteSettings(db: Knex, type: SettingType): Promise<SiteSetting[]> {
  return db('site_settings').select('name', 'value').where({ type }).orderBy('name');
}

/** The same, locked until `trx` ends, so two admins saving at once are applied one after the other. */
export async function lockSiteSettings(trx: Knex.Transaction, type: SettingType): Promise<SiteSetting[]> {
  return trx('site_settings').select('name', 'value').where({ type }).orderBy('name').forUpdate();
}

/** Writes the given values (adding a setting not stored yet); leaves every other setting of the type as it is. */
export async function saveSiteSettings(
  trx: Knex.Transaction,
  type: SettingType,
  settings: readonly SiteSetting[],
): Promise<void> {
  if (settings.length === 0) return;
  await trx('site_settings')
    .insert(settings.map(({ name, value }) => ({ type, name, value })))
    .onConflict(['type', 'name'])
    .merge(['value']);
}
