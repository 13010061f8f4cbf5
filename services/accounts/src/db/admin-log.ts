// The admin log as stored (migration 0011, decision 0028): appended, filtered, paged; never changed or deleted.
import type { Knex } from '@golightly/db';

export interface NewAdminLogEntry {
  /** The AdminActionRecorded event it came from; null for accounts' own actions. */
  eventId: string | null;
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
  /** Defaults to now (the transaction's time). */
  occurredAt?: Date;
}

export interface AdminLogRow {
  id: string;
  producer: string;
  adminId: string;
  adminEmailEncrypted: string | null;
  privilegeId: number | null;
  privilegeName: string;
  action: string;
  area: string;
  recordType: string;
  recordId: string;
  summary: string;
  clientAddress: string;
  occurredAt: Date;
}

export interface AdminLogFilter {
  adminId?: string;
  area?: string;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  to?: Date;
  /** Case-insensitive text in the summary, action, record type or record id. */
  search?: string;
}

/**
 * Appends one entry, copying the admin's encrypted e-mail as admin_users holds it now. Returns false when an entry
 * for the same event is already there (a redelivery), true when it was appended.
 */
export async function appendAdminLog(db: Knex, entry: NewAdminLogEntry): Promise<boolean> {
  const result = await db.raw(
    `insert into admin_log (event_id, producer, admin_id, admin_email_encrypted, privilege_id, privilege_name, action,
       area, record_type, record_id, summary, client_address, occurred_at)
     select ?::uuid, ?, ?::uuid, (select a.email_encrypted from admin_users a where a.id = ?::uuid), ?, ?, ?, ?, ?, ?, ?,
       ?, coalesce(?::timestamptz, now())
     on conflict (event_id) do nothing`,
    [
      entry.eventId,
      entry.producer,
      entry.adminId,
      entry.adminId,
      entry.privilegeId,
      entry.privilegeName,
      entry.action,
      entry.area,
      entry.recordType,
      entry.recordId,
      entry.summary,
      entry.clientAddress,
      entry.occurredAt ?? null,
    ],
  );
  return (result as { rowCount: number }).rowCount === 1;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Knex, filter: AdminLogFilter) {
  return db('admin_log').modify((q) => {
    if (filter.adminId) q.where('admin_id', filter.adminId);
    if (filter.area) q.where('area', filter.area);
    if (filter.from) q.where('occurred_at', '>=', filter.from);
    if (filter.to) q.where('occurred_at', '<', filter.to);
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search)}%`;
      q.where((w) =>
        w
          .whereILike('summary', pattern)
          .orWhereILike('action', pattern)
          .orWhereILike('record_type', pattern)
          .orWhereILike('record_id', pattern),
      );
    }
  });
}

/** One page of entries, newest first, and how many match in all. */
export async function listAdminLog(
  db: Knex,
  filter: AdminLogFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AdminLogRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .orderBy([
        { column: 'occurred_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset(page.offset)
      .limit(page.limit)
      .select({
        id: db.raw('id::text'),
        producer: 'producer',
        adminId: 'admin_id',
        adminEmailEncrypted: 'admin_email_encrypted',
        privilegeId: 'privilege_id',
        privilegeName: 'privilege_name',
        action: 'action',
        area: 'area',
        recordType: 'record_type',
        recordId: 'record_id',
        summary: 'summary',
        clientAddress: 'client_address',
        occurredAt: 'occurred_at',
      }),
    filtered(db, filter).count<{ count: string }[]>({ count: '*' }),
  ]);
  return { rows: rows as AdminLogRow[], count: Number(total[0]?.count ?? 0) };
}

/**
 * The admins who appear in the log, each with her latest recorded e-mail (the current one if she is still an admin),
 * for the log's admin filter.
 */
export async function listLoggedAdmins(db: Knex): Promise<{ adminId: string; emailEncrypted: string | null }[]> {
  const rows = await db.raw(
    `select l.admin_id as "adminId", coalesce(a.email_encrypted, l.admin_email_encrypted) as "emailEncrypted"
     from (select distinct on (admin_id) admin_id, admin_email_encrypted from admin_log
           order by admin_id, occurred_at desc, id desc) l
     left join admin_users a on a.id = l.admin_id and a.deleted_at is null`,
  );
  return (rows as { rows: { adminId: string; emailEncrypted: string | null }[] }).rows;
}
