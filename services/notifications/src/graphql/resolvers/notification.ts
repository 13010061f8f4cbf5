// In-app notifications: one by id, her unread ones, her pages (getAllNotification), marking them read.
import { publicError, type Resolvers } from '@golightly/service-kit';
import { findNotification, findPage, findUnread, markRead } from '../../db/notifications';
import { isForViewer, toGraph } from '../../domain/notification';
import { notificationPage } from '../../domain/notification-pages';

const parseId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

export const notificationResolvers: Resolvers = {
  Query: {
    notification: async (_parent, args: { id: string }, { db, identity }) => {
      if (!identity) throw publicError('Please log in to see your notifications.', 'UNAUTHENTICATED');
      const id = parseId(args.id);
      const notification = id === undefined ? undefined : await findNotification(db, id);
      return notification && isForViewer(notification, identity.userId) ? toGraph(notification) : null;
    },
    getAllNotification: async (_parent, args: { currentPage?: number | null }, { db, identity }) => {
      if (!identity) return { status: 401, errorMessage: 'Please log in to see your notifications.', results: null };
      const page = notificationPage(args.currentPage);
      if (!page.ok) return { status: 400, errorMessage: page.errorMessage, results: null };
      const rows = await findPage(db, identity.userId, page.offset, page.limit);
      return { status: 200, errorMessage: null, results: rows.map(toGraph) };
    },
  },
  Mutation: {
    markNotificationsRead: async (_parent, args: { ids?: string[] | null }, { db, identity }) => {
      if (!identity) throw publicError('Please log in to see your notifications.', 'UNAUTHENTICATED');
      const ids = args.ids?.map(parseId);
      if (ids?.some((id) => id === undefined)) {
        return { status: 400, errorMessage: 'A notification id is not valid.', markedCount: 0 };
      }
      const markedCount = await markRead(db, identity.userId, ids as number[] | undefined);
      return { status: 200, errorMessage: null, markedCount };
    },
  },
  Notification: {
    __resolveReference: async (reference: { id: string }, { db, identity }) => {
      const id = parseId(reference.id);
      const notification = id === undefined ? undefined : await findNotification(db, id);
      return notification && isForViewer(notification, identity?.userId) ? toGraph(notification) : null;
    },
  },
  User: {
    unreadNotifications: async (user: { id: string }, _args, { db, identity }) => {
      if (identity?.userId !== user.id) throw publicError('Only she can read her notifications.', 'FORBIDDEN');
      return (await findUnread(db, user.id)).map(toGraph);
    },
  },
};
