// Use case: the admin log page (/siteadmin/admin_logs, issue 13 item 4): entries newest first, filtered by admin,
// area, date and text, a page at a time; and the admins the filter offers.
import { ADMIN_LOG_AREAS, isAdminLogArea } from '@golightly/events';
import { listAdminLog, listLoggedAdmins, type AdminLogFilter } from '../db/admin-log';
import type { DataDeps } from './caller';
import { decryptOrNull, iso } from './deps';

export const ADMIN_LOG_PAGE_SIZE = 20;
export const ADMIN_LOG_MAX_PAGE_SIZE = 100;
const SEARCH_MAX = 100;
const MAX_PAGE = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface AdminLogQuery {
  adminId?: string | null;
  area?: string | null;
  /** First day shown, YYYY-MM-DD (UTC). */
  from?: string | null;
  /** Last day shown, YYYY-MM-DD (UTC), inclusive. */
  to?: string | null;
  search?: string | null;
  /** 1-based. */
  page?: number | null;
  pageSize?: number | null;
}

export interface AdminLogEntryView {
  id: string;
  adminId: string;
  adminEmail: string;
  privilegeName: string;
  area: string;
  action: string;
  recordType: string;
  recordId: string;
  summary: string;
  clientAddress: string;
  producer: string;
  occurredAt: string;
}

export type AdminLogOutcome =
  { status: 'listed'; results: AdminLogEntryView[]; count: number } | { status: 'invalid'; message: string };

export const ADMIN_LOG_MESSAGES = {
  adminId: 'Choose an admin from the list.',
  area: `Choose an area: ${ADMIN_LOG_AREAS.join(', ')}.`,
  date: (which: 'from' | 'to') => `The "${which}" date must be a day written as YYYY-MM-DD, e.g. 2025-03-31.`,
  range: 'The "from" date must not be after the "to" date.',
  search: `Please keep the search to ${SEARCH_MAX} characters.`,
  page: 'The page must be a whole number from 1.',
  pageSize: `The page size must be a whole number from 1 to ${ADMIN_LOG_MAX_PAGE_SIZE}.`,
} as const;

/** The start of a YYYY-MM-DD day in UTC, or null when it is not a real day. */
function dayStart(text: string): Date | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** The filter and page a query asks for, or why it cannot be answered. */
export function parseAdminLogQuery(
  query: AdminLogQuery,
): { filter: AdminLogFilter; offset: number; limit: number } | { message: string } {
  const filter: AdminLogFilter = {};
  const adminId = query.adminId?.trim();
  if (adminId) {
    if (!UUID.test(adminId)) return { message: ADMIN_LOG_MESSAGES.adminId };
    filter.adminId = adminId.toLowerCase();
  }
  const area = query.area?.trim();
  if (area) {
    if (!isAdminLogArea(area)) return { message: ADMIN_LOG_MESSAGES.area };
    filter.area = area;
  }
  if (query.from?.trim()) {
    const from = dayStart(query.from);
    if (!from) return { message: ADMIN_LOG_MESSAGES.date('from') };
    filter.from = from;
  }
  if (query.to?.trim()) {
    const to = dayStart(query.to);
    if (!to) return { message: ADMIN_LOG_MESSAGES.date('to') };
    filter.to = new Date(to.getTime() + DAY_MS);
  }
  if (filter.from && filter.to && filter.from >= filter.to) return { message: ADMIN_LOG_MESSAGES.range };
  const search = query.search?.trim();
  if (search) {
    if ([...search].length > SEARCH_MAX) return { message: ADMIN_LOG_MESSAGES.search };
    filter.search = search;
  }
  const page = query.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return { message: ADMIN_LOG_MESSAGES.page };
  const limit = query.pageSize ?? ADMIN_LOG_PAGE_SIZE;
  if (!Number.isInteger(limit) || limit < 1 || limit > ADMIN_LOG_MAX_PAGE_SIZE)
    return { message: ADMIN_LOG_MESSAGES.pageSize };
  return { filter, offset: (page - 1) * limit, limit };
}

/** One page of the log, newest first, with how many entries match in all. */
export async function listAdminLogEntries(deps: DataDeps, query: AdminLogQuery): Promise<AdminLogOutcome> {
  const parsed = parseAdminLogQuery(query);
  if ('message' in parsed) return { status: 'invalid', message: parsed.message };
  const { rows, count } = await listAdminLog(deps.db, parsed.filter, parsed);
  return {
    status: 'listed',
    count,
    results: rows.map((row) => ({
      id: row.id,
      adminId: row.adminId,
      adminEmail: decryptOrNull(deps.crypto, row.adminEmailEncrypted) ?? '',
      privilegeName: row.privilegeName,
      area: row.area,
      action: row.action,
      recordType: row.recordType,
      recordId: row.recordId,
      summary: row.summary,
      clientAddress: row.clientAddress,
      producer: row.producer,
      occurredAt: iso(row.occurredAt),
    })),
  };
}

/** The admins who appear in the log, by e-mail, for the admin filter. */
export async function adminLogAdmins(deps: DataDeps): Promise<{ id: string; email: string }[]> {
  const admins = await listLoggedAdmins(deps.db);
  return admins
    .map((admin) => ({ id: admin.adminId, email: decryptOrNull(deps.crypto, admin.emailEncrypted) ?? '' }))
    .sort((a, b) => a.email.localeCompare(b.email) || a.id.localeCompare(b.id));
}
