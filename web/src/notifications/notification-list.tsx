// The member's notifications as a short list the header can open: newest first, "Show more" for older ones.
import styles from './notification-list.module.css';
import { useNotificationPages } from './use-notification-pages';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

export function NotificationList() {
  const { notifications, loading, error, hasMore, loadMore, markAllRead } = useNotificationPages();
  const anyUnread = notifications.some((notification) => !notification.isRead);
  return (
    <section className={styles.panel} aria-label="Notifications">
      <header className={styles.heading}>
        <h2>Notifications</h2>
        {anyUnread && (
          <button type="button" className={styles.linkButton} onClick={() => void markAllRead()}>
            Mark all as read
          </button>
        )}
      </header>
      {error && <p role="alert">{error}</p>}
      {notifications.length === 0 && !loading && !error && (
        <p className={styles.empty}>You have no notifications yet.</p>
      )}
      <ul className={styles.list}>
        {notifications.map((notification) => (
          <li key={notification.id} className={notification.isRead ? styles.item : `${styles.item} ${styles.unread}`}>
            <span>{notification.body}</span>
            <time dateTime={notification.createdAt} className={styles.time}>
              {when(notification.createdAt)}
            </time>
          </li>
        ))}
      </ul>
      {loading && <p aria-live="polite">Loading…</p>}
      {hasMore && !loading && (
        <button type="button" className={styles.moreButton} onClick={() => void loadMore()}>
          Show more
        </button>
      )}
    </section>
  );
}
