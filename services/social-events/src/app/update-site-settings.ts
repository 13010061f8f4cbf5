// Use case: an admin changes site settings (/siteadmin/settings/site, decision 0030). All or nothing: every value is
// checked first and nothing is written if one is bad; values equal to the stored ones are not rewritten; what did
// change is saved with its admin log entry (AdminActionRecorded through the outbox) in one transaction.
import { recordAdminAction, type AdminActionActor } from '@golightly/events';
import { findSiteSettings, lockSiteSettings, saveSiteSettings } from '../db/site-settings';
import {
  changedSettings,
  changeSummary,
  isSettingType,
  validateSettings,
  type SettingFieldError,
  type SiteSetting,
} from '../domain/site-settings';
import { PRODUCER, type SocialDeps } from './deps';
import { inFormOrder } from './read-site-settings';

export const SETTINGS_NOT_SAVED = 'Nothing was saved: correct the settings marked and save again.';

export type UpdateSiteSettingsOutcome =
  | { status: 'success'; settings: SiteSetting[]; changed: string[] }
  | { status: 'invalid'; errorMessage: string; fieldErrors: SettingFieldError[] };

export async function updateSiteSettings(
  deps: SocialDeps,
  actor: AdminActionActor,
  type: string,
  given: readonly SiteSetting[],
): Promise<UpdateSiteSettingsOutcome> {
  if (!isSettingType(type)) {
    return { status: 'invalid', errorMessage: `Unknown settings type "${type}".`, fieldErrors: [] };
  }
  const checked = validateSettings(type, given);
  if (!checked.ok) return { status: 'invalid', errorMessage: SETTINGS_NOT_SAVED, fieldErrors: checked.fieldErrors };

  const { settings, changed } = await deps.db.transaction(async (trx) => {
    const changed = changedSettings(await lockSiteSettings(trx, type), checked.settings);
    if (changed.length > 0) {
      await saveSiteSettings(trx, type, changed);
      await recordAdminAction(trx, PRODUCER, actor, {
        action: 'site_settings.updated',
        area: 'settings',
        recordType: 'site_settings',
        recordId: type,
        summary: changeSummary(changed),
      });
    }
    return { settings: await findSiteSettings(trx, type), changed: changed.map((s) => s.name) };
  });
  if (changed.length > 0) deps.log.info({ type, changed, by: actor.adminId }, 'site settings changed');
  return { status: 'success', settings: inFormOrder(type, settings), changed };
}
