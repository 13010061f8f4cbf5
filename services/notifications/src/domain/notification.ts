// In-app notifications: private to their recipient.
export interface NotificationRecord {
  id: number;
  recipientId: string;
  kind: string;
  body: string;
  readAt: Date | null;
  createdAt: Date;
}

export const isForViewer = (notification: NotificationRecord, viewerId: string | undefined) =>
  viewerId !== undefined && notification.recipientId === viewerId;

export function toGraph(notification: NotificationRecord) {
  return {
    id: String(notification.id),
    kind: notification.kind,
    body: notification.body,
    isRead: notification.readAt !== null,
    createdAt: notification.createdAt.toISOString(),
    recipient: { id: notification.recipientId },
  };
}

/** A member as other subgraphs refer to her (accounts owns her). */
export interface MemberReference {
  id: string;
}
