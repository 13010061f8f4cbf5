// Recording an admin action in the admin log (DESIGN §8, decision 0028): every service but accounts publishes
// AdminActionRecorded through its own outbox, in the transaction of the action, and accounts appends it to the log.
// accounts itself writes its own actions straight into the log (services/accounts/src/app/admin-log.ts).
import { AdminActionRecordedSchema } from '@golightly/proto';
import type { Knex } from 'knex';
import { publish, type PublishedEvent } from './publish';

/** The back-office areas an action belongs to: the areas of the admin app's menu (admin-web admin-screen.ts). */
export const ADMIN_LOG_AREAS = [
  'overview',
  'people',
  'membership',
  'listings',
  'reservations',
  'settings',
  'reviews',
  'content',
  'gosolo',
  'hustle',
  'integrations',
  'oversight',
] as const;
export type AdminLogArea = (typeof ADMIN_LOG_AREAS)[number];

/** The longest summary the log keeps. */
export const ADMIN_LOG_SUMMARY_MAX = 500;

/**
 * Who acted. Structurally the AdminActor of @golightly/service-kit (`adminActorOf(caller, urls)` builds it); declared
 * here so this package needs nothing from service-kit.
 */
export interface AdminActionActor {
  adminId: string;
  /** null when a super admin acted through no privilege she holds. */
  privilegeId: number | null;
  privilegeName: string;
  clientAddress: string;
}

/** What was done, to which record. */
export interface AdminActionWhat {
  /** "<record>.<verb>" in the past tense, e.g. "listing.approved". */
  action: string;
  area: AdminLogArea | (string & {});
  /** e.g. "listing", "reservation". */
  recordType: string;
  recordId: string;
  /** A short sentence for people reading the log; longer text is cut to 500 characters. */
  summary: string;
}

export const isAdminLogArea = (area: string): area is AdminLogArea =>
  (ADMIN_LOG_AREAS as readonly string[]).includes(area);

/** Cuts a summary to what the log keeps, on a character (not UTF-16 unit) boundary. */
export function clipAdminSummary(summary: string): string {
  const trimmed = summary.trim();
  const chars = Array.from(trimmed);
  return chars.length <= ADMIN_LOG_SUMMARY_MAX ? trimmed : `${chars.slice(0, ADMIN_LOG_SUMMARY_MAX - 1).join('')}…`;
}

/** Throws (a programming error, not a user one) when `what` cannot be logged as given. */
export function checkAdminAction(actor: AdminActionActor, what: AdminActionWhat): void {
  if (!actor.adminId) throw new Error('An admin action needs the admin id');
  if (!isAdminLogArea(what.area)) throw new Error(`"${what.area}" is not an admin log area`);
  if (!/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/.test(what.action)) {
    throw new Error(`"${what.action}" is not an admin action name like "member.approved"`);
  }
  if (!what.recordType || !what.recordId) throw new Error(`${what.action} needs the record type and id`);
  if (!what.summary.trim()) throw new Error(`${what.action} needs a summary`);
}

/**
 * Publishes AdminActionRecorded in `trx`, the transaction of the action itself: the action and its log entry are
 * saved together or not at all. Call it only when something changed.
 */
export async function recordAdminAction(
  trx: Knex.Transaction,
  producer: string,
  actor: AdminActionActor,
  what: AdminActionWhat,
): Promise<PublishedEvent> {
  checkAdminAction(actor, what);
  return publish(trx, {
    producer,
    schema: AdminActionRecordedSchema,
    data: {
      adminId: actor.adminId,
      privilegeId: actor.privilegeId ?? 0,
      privilegeName: actor.privilegeName,
      action: what.action,
      area: what.area,
      recordType: what.recordType,
      recordId: what.recordId,
      summary: clipAdminSummary(what.summary),
      clientAddress: actor.clientAddress,
    },
  });
}
