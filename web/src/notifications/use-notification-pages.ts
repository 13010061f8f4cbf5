// The signed-in member's notifications, a page at a time (getAllNotification, 10 a page, newest first).
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AllNotificationsDocument, MarkNotificationsReadDocument, type AllNotificationsQuery } from '../gen/graphql';
import { mayHaveMore, mergeNotificationPage } from './notification-pages';

export type NotificationItem = NonNullable<AllNotificationsQuery['getAllNotification']['results']>[number];

/** The server's page size (services/notifications, decision 0019). */
export const NOTIFICATION_PAGE_SIZE = 10;

const LOAD_FAILED = 'We could not load your notifications. Please try again.';

export interface NotificationPages {
  notifications: NotificationItem[];
  loading: boolean;
  /** What went wrong with the last load, or null. */
  error: string | null;
  /** True while the last page loaded was full. */
  hasMore: boolean;
  /** Starts again from page 1 (the newest). */
  refresh: () => Promise<void>;
  /** Appends the next page. */
  loadMore: () => Promise<void>;
  /** Marks every notification read. */
  markAllRead: () => Promise<void>;
}

export function useNotificationPages(options: { enabled?: boolean } = {}): NotificationPages {
  const enabled = options.enabled ?? true;
  const client = useApolloClient();
  const [notifications, setNotifications] = useState<NotificationItem[]>([]);
  const [page, setPage] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  // Answers of an older request (page 1 asked again meanwhile) are dropped.
  const requestNumber = useRef(0);

  const load = useCallback(
    async (pageToLoad: number) => {
      const request = ++requestNumber.current;
      setLoading(true);
      try {
        const { data } = await client.query({
          query: AllNotificationsDocument,
          variables: { currentPage: pageToLoad },
          fetchPolicy: 'network-only',
        });
        if (request !== requestNumber.current) return;
        const answer = data?.getAllNotification;
        if (!answer || answer.status !== 200 || !answer.results) {
          setError(answer?.errorMessage ?? LOAD_FAILED);
          return;
        }
        const results = answer.results;
        setError(null);
        setNotifications((shown) => mergeNotificationPage(shown, pageToLoad, results));
        setPage(pageToLoad);
        setHasMore(mayHaveMore(results.length, NOTIFICATION_PAGE_SIZE));
      } catch {
        if (request === requestNumber.current) setError(LOAD_FAILED);
      } finally {
        if (request === requestNumber.current) setLoading(false);
      }
    },
    [client],
  );

  useEffect(() => {
    // Fetching page 1 when she signs in is the effect's work; it marks the list loading first.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (enabled) void load(1);
  }, [enabled, load]);

  const refresh = useCallback(() => load(1), [load]);
  const loadMore = useCallback(() => load(page + 1), [load, page]);
  const markAllRead = useCallback(async () => {
    try {
      const { data } = await client.mutate({ mutation: MarkNotificationsReadDocument, variables: {} });
      if (data?.markNotificationsRead.status === 200) {
        setNotifications((shown) => shown.map((notification) => ({ ...notification, isRead: true })));
      }
    } catch {
      setError('We could not mark your notifications read. Please try again.');
    }
  }, [client]);

  return { notifications, loading, error, hasMore, refresh, loadMore, markAllRead };
}
