// Use cases of the search settings (/siteadmin/settings/search, Manage Search Settings; decision 0045): everyone reads
// them (the price slider ends at the maximum, and a range reaching it means no upper bound, spec 000 §5); an admin
// with the privilege changes them, checked (max > min >= 0), and a real change goes to the admin log.
import type { AdminActionActor } from '@golightly/events';
import { recordAdminAction } from '@golightly/events';
import type { FieldError } from '../domain/fields';
import {
  checkSearchSettings,
  describeSearchSettingsChanges,
  SEARCH_SETTINGS_TEXTS as T,
  type SearchSettingsInput,
} from '../domain/picks';
import {
  lockSearchSettings,
  readSearchSettings,
  saveSearchSettings,
  type StoredSearchSettings,
} from '../db/search-settings';
import { PRODUCER } from '../events/publish';
import type { ListingsDeps } from './deps';

export type SearchSettingsOutcome =
  | { status: 'success'; settings: StoredSearchSettings }
  | { status: 'invalid'; errorMessage: string; fieldErrors: FieldError[] };

export const searchSettings = (deps: ListingsDeps): Promise<StoredSearchSettings> => readSearchSettings(deps.db);

export async function updateSearchSettings(
  deps: ListingsDeps,
  actor: AdminActionActor,
  input: SearchSettingsInput,
): Promise<SearchSettingsOutcome> {
  const checked = checkSearchSettings(input);
  if (!checked.ok) return { status: 'invalid', errorMessage: T.nothingSaved, fieldErrors: checked.errors };
  return deps.db.transaction(async (trx) => {
    const before = await lockSearchSettings(trx);
    const changes = describeSearchSettingsChanges(before, checked.value);
    if (changes.length > 0) {
      await saveSearchSettings(trx, checked.value);
      await recordAdminAction(trx, PRODUCER, actor, {
        action: 'search_settings.updated',
        area: 'settings',
        recordType: 'search_settings',
        recordId: 'search',
        summary: `Changed the search settings: ${changes.join(', ')}`,
      });
    }
    return { status: 'success', settings: await readSearchSettings(trx) };
  });
}
