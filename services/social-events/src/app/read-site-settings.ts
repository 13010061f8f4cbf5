// Use case: anyone reads the settings of a known type (spec 000 §7 siteSettings), in the admin form's order.
import type { Knex } from '@golightly/db';
import { findSiteSettings } from '../db/site-settings';
import { isSettingType, settingNames, type SettingType, type SiteSetting } from '../domain/site-settings';

/** Known names first in the form's order, then anything else stored, by name. */
export function inFormOrder(type: SettingType, settings: readonly SiteSetting[]): SiteSetting[] {
  const order = settingNames(type);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...settings].sort((a, b) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name));
}

/** The settings of `type`, or null when there is no such type. */
export async function readSiteSettings(db: Knex, type: string): Promise<SiteSetting[] | null> {
  if (!isSettingType(type)) return null;
  return inFormOrder(type, await findSiteSettings(db, type));
}
