// The admin log as the use-case tests see it: an actor as a resolver would build one, and the rows appended.
import type { Knex } from '@golightly/db';
import type { AdminActor } from '@golightly/service-kit';

/** The admin acting through the Manage Members privilege from a documentation address, unless told otherwise. */
export const actorOf = (adminId: string, overrides: Partial<AdminActor> = {}): AdminActor => ({
  adminId,
  privilegeId: 6,
  privilegeName: 'Manage Members',
  clientAddress: '203.0.113.9',
  ...overrides,
});

export interface LoggedAction {
  producer: string;
  adminId: string;
  privilegeId: number | null;
  privilegeName: string;
  action: string;
  area: string;
  recordType: string;
  recordId: string;
  summary: string;
  clientAddress: string;
}

/** Every entry of the log, oldest first. */
export async function adminLogRows(db: Knex): Promise<LoggedAction[]> {
  return db('admin_log').orderBy('id').select({
    producer: 'producer',
    adminId: 'admin_id',
    privilegeId: 'privilege_id',
    privilegeName: 'privilege_name',
    action: 'action',
    area: 'area',
    recordType: 'record_type',
    recordId: 'record_id',
    summary: 'summary',
    clientAddress: 'client_address',
  });
}
