// getAllNotification's pages merged into one list: page 1 starts the list afresh, later pages append, and a
// notification already shown (pushed down a page by newer ones) is not shown twice.

export interface PagedNotification {
  id: string;
}

export function mergeNotificationPage<T extends PagedNotification>(
  shown: readonly T[],
  page: number,
  results: readonly T[],
): T[] {
  if (page <= 1) return dedupeById(results);
  const seen = new Set(shown.map((notification) => notification.id));
  const fresh = results.filter((notification) => {
    if (seen.has(notification.id)) return false;
    seen.add(notification.id);
    return true;
  });
  return [...shown, ...fresh];
}

function dedupeById<T extends PagedNotification>(notifications: readonly T[]): T[] {
  const seen = new Set<string>();
  return notifications.filter((notification) => !seen.has(notification.id) && Boolean(seen.add(notification.id)));
}

/** A full page means there may be more; a short one is the last. */
export const mayHaveMore = (resultsOnPage: number, pageSize: number) => resultsOnPage >= pageSize;
