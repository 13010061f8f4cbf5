// Resolvers of the notifications subgraph.
import { publicError, type Resolvers } from '@golightly/service-kit';
import { findNotification, findUnread } from '../db/notifications';
import { isForViewer, toGraph } from '../domain/notification';

const parseId = (id: string) => (/^\d{1,15}$/.test(id) ? Number(id) : undefined);

export const resolvers: Resolvers = {
  Query: {
    notification: async (_parent, args: { id: string }, { db, identity }) => {
      if (!identity) throw publicError('Please log in to see your notifications.', 'UNAUTHENTICATED');
      const id = parseId(args.id);
      const notification = id === undefined ? undefined : await findNotification(db, id);
      return notification && isForViewer(notification, identity.userId) ? toGraph(notification) : null;
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
