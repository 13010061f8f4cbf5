// Recording accounts' own admin actions in the admin log (DESIGN §8, decision 0028). accounts owns the log, so its
// use cases append the entry straight into their own transaction; every other service publishes AdminActionRecorded
// (recordAdminAction of @golightly/events) and accounts' consumer appends it.
import type { Knex } from '@golightly/db';
import { checkAdminAction, clipAdminSummary, type AdminActionWhat } from '@golightly/events';
import type { AdminActor } from '@golightly/service-kit';
import { appendAdminLog } from '../db/admin-log';

export const ACCOUNTS_PRODUCER = 'accounts';

export type AdminLogWhat = AdminActionWhat;

/** Appends the entry in `trx`, the transaction of the action: both are saved, or neither. Call only on a change. */
export async function logAdminAction(trx: Knex.Transaction, actor: AdminActor, what: AdminLogWhat): Promise<void> {
  checkAdminAction(actor, what);
  await appendAdminLog(trx, {
    eventId: null,
    producer: ACCOUNTS_PRODUCER,
    adminId: actor.adminId,
    privilegeId: actor.privilegeId,
    privilegeName: actor.privilegeName,
    action: what.action,
    area: what.area,
    recordType: what.recordType,
    recordId: what.recordId,
    summary: clipAdminSummary(what.summary),
    clientAddress: actor.clientAddress,
  });
}

/** What an AdminActionRecorded event says, as the consumer hands it over. */
export interface RecordedAdminAction {
  eventId: string;
  producer: string;
  occurredAt: Date;
  adminId: string;
  /** 0 for none. */
  privilegeId: number;
  privilegeName: string;
  action: string;
  area: string;
  recordType: string;
  recordId: string;
  summary: string;
  clientAddress: string;
}

/**
 * Appends another service's admin action, at the time it happened there. Idempotent: the event id is unique, so a
 * replayed event appends nothing (returns false). An event that breaks the contract throws, and so is dead-lettered.
 */
export async function appendRecordedAdminAction(trx: Knex.Transaction, event: RecordedAdminAction): Promise<boolean> {
  const actor: AdminActor = {
    adminId: event.adminId,
    privilegeId: event.privilegeId === 0 ? null : event.privilegeId,
    privilegeName: event.privilegeName,
    clientAddress: event.clientAddress,
  };
  checkAdminAction(actor, event);
  return appendAdminLog(trx, {
    eventId: event.eventId,
    producer: event.producer,
    adminId: actor.adminId,
    privilegeId: actor.privilegeId,
    privilegeName: actor.privilegeName,
    action: event.action,
    area: event.area,
    recordType: event.recordType,
    recordId: event.recordId,
    summary: clipAdminSummary(event.summary),
    clientAddress: actor.clientAddress,
    occurredAt: event.occurredAt,
  });
}
