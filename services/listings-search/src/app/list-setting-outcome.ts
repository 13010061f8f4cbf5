// What the list settings use cases share (decision 0036): their outcome, who acts (the admin, checked against the
// exact URL of the catalogue she changes), and the admin log entry each change leaves.
import type { Knex } from '@golightly/db';
import { recordAdminAction, type AdminActionActor } from '@golightly/events';
import type { FieldError } from '../domain/fields';
import { catalogueOf, type ListSettingItem } from '../domain/list-setting-types';
import type { AdminListSettingRow } from '../db/list-settings-admin';
import { PRODUCER } from '../events/publish';

/**
 * What a change to a catalogue answers: the item as stored (as it was, for a deletion), or why nothing changed.
 * conflict: the item is in use and cannot be deleted.
 */
export type ListSettingOutcome =
  | { status: 'success'; setting: AdminListSettingRow }
  | { status: 'invalid'; errorMessage: string; fieldErrors: FieldError[] }
  | { status: 'notFound' | 'conflict'; errorMessage: string };

/**
 * The admin acting on the catalogue `typeId`: her privilege must open /siteadmin/listsettings/{typeId} itself (spec
 * 000 §6's exact-URL rule). Throws the public FORBIDDEN error when it does not.
 */
export type ActorFor = (typeId: number) => AdminActionActor;

export const invalidSetting = (fieldErrors: FieldError[], errorMessage: string): ListSettingOutcome => ({
  status: 'invalid',
  errorMessage,
  fieldErrors,
});

/** How the log names an item: its name and its catalogue ("Wifi" in Essential amenities (list settings 10)). */
export const logName = (item: Pick<ListSettingItem, 'itemName' | 'typeId'>): string =>
  `"${item.itemName}" in ${catalogueOf(item.typeId)?.name ?? 'a catalogue'} (list settings ${item.typeId})`;

/** Records the change in the admin log, in the transaction of the change (decision 0028). */
export async function recordListSettingAction(
  trx: Knex.Transaction,
  actor: AdminActionActor,
  id: number,
  verb: 'created' | 'updated' | 'deleted',
  summary: string,
): Promise<void> {
  await recordAdminAction(trx, PRODUCER, actor, {
    action: `list_setting.${verb}`,
    area: 'listings',
    recordType: 'list_setting',
    recordId: String(id),
    summary,
  });
}

/** A Postgres unique violation (two admins saving the same name at the same moment despite the lock). */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** A Postgres foreign key violation (a listing picked the item while it was being deleted). */
export const isForeignKeyViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23503';
