// In-app notifications: one by id, her unread ones, her pages (getAllNotification), marking them read.
import {
  markNotificationsRead,
  notificationsPage,
  ownNotification,
  unreadNotificationsOf,
  viewNotification,
} from '../../app/in-app-notifications';
import { toGraph } from '../../domain/notification';
import type { Resolvers } from '../gen/resolver-types';

export const notificationResolvers: Resolvers = {
  Query: {
    notification: async (_parent, args, { db, identity }) => {
      const notification = await ownNotification(db, identity, args.id);
      return notification && toGraph(notification);
    },
    getAllNotification: async (_parent, args, { db, identity }) => {
      const page = await notificationsPage(db, identity, args.currentPage);
      return { ...page, results: page.results?.map(toGraph) ?? null };
    },
  },
  Mutation: {
    markNotificationsRead: (_parent, args, { db, identity }) => markNotificationsRead(db, identity, args.ids),
  },
  Notification: {
    __resolveReference: async (reference, { db, identity }) => {
      const notification = await viewNotification(db, identity?.userId, reference.id);
      return notification && toGraph(notification);
    },
  },
  User: {
    unreadNotifications: async (user, _args, { db, identity }) =>
      (await unreadNotificationsOf(db, identity, user.id)).map(toGraph),
  },
};
