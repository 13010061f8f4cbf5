// A member's in-app notifications: private to her, read one by one or a page at a time (getAllNotification, ten a
// page, newest first), and marked read by id or all at once.
import type { Knex } from '@golightly/db';
import { NOT_LOGGED_IN_MESSAGE, publicError, requireMember, type Identity } from '@golightly/service-kit';
import { findNotification, findPage, findUnread, markRead } from '../db/notifications';
import { isForViewer, type NotificationRecord } from '../domain/notification';
import { notificationPage } from '../domain/notification-pages';

const parseId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

/** One notification, only to its recipient; null for anyone else, an unknown id or a malformed one. */
export async function viewNotification(
  db: Knex,
  viewerId: string | undefined,
  id: string,
): Promise<NotificationRecord | null> {
  const number = parseId(id);
  const notification = number === undefined ? undefined : await findNotification(db, number);
  return notification && isForViewer(notification, viewerId) ? notification : null;
}

/** The same, asked by a member: the shared member guard refuses anyone else. */
export async function ownNotification(db: Knex, caller: Identity | null, id: string) {
  return viewNotification(db, requireMember(caller, { to: 'read notifications' }), id);
}

export type NotificationPage =
  | { status: 200; errorMessage: null; results: NotificationRecord[] }
  | { status: 400 | 401; errorMessage: string; results: null };

export async function notificationsPage(
  db: Knex,
  caller: Identity | null,
  currentPage: number | null | undefined,
): Promise<NotificationPage> {
  // getAllNotification answers with a status, not an error; a visitor reads the spec's text all the same.
  if (!caller) return { status: 401, errorMessage: NOT_LOGGED_IN_MESSAGE, results: null };
  const page = notificationPage(currentPage);
  if (!page.ok) return { status: 400, errorMessage: page.errorMessage, results: null };
  return { status: 200, errorMessage: null, results: await findPage(db, caller.userId, page.offset, page.limit) };
}

/** Her unread notifications, newest first; nobody else's. */
export async function unreadNotificationsOf(db: Knex, caller: Identity | null, userId: string) {
  if (caller?.userId !== userId) throw publicError('Only she can read her notifications.', 'FORBIDDEN');
  return findUnread(db, userId);
}

export type MarkReadOutcome =
  { status: 200; errorMessage: null; markedCount: number } | { status: 400; errorMessage: string; markedCount: 0 };

/** Marks the ones named read, or all of hers when `ids` is absent; another member's ids change nothing. */
export async function markNotificationsRead(
  db: Knex,
  caller: Identity | null,
  ids: readonly string[] | null | undefined,
): Promise<MarkReadOutcome> {
  const memberId = requireMember(caller, { to: 'mark notifications read' });
  const numbers = ids?.map(parseId);
  if (numbers?.some((id) => id === undefined)) {
    return { status: 400, errorMessage: 'A notification id is not valid.', markedCount: 0 };
  }
  return {
    status: 200,
    errorMessage: null,
    markedCount: await markRead(db, memberId, numbers as number[] | undefined),
  };
}
