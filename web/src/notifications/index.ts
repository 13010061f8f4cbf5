// In-app notifications and the member's counts, for the header.
export { useCounts, type Counts, type UnreadCounts } from './use-counts';
export { useNotificationPages, type NotificationItem, type NotificationPages } from './use-notification-pages';
export { NotificationList } from './notification-list';
export { mergeNotificationPage } from './notification-pages';
