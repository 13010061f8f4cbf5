// getAllNotification's pages: newest first, a fixed page size, pages numbered from 1.

export const NOTIFICATION_PAGE_SIZE = 10;

export type PageWindow = { ok: true; offset: number; limit: number } | { ok: false; errorMessage: string };

/** The rows of page `currentPage` (1 when not given); a page below 1 or absurdly far is refused with a message. */
export function notificationPage(currentPage: number | null | undefined): PageWindow {
  const page = currentPage ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    return { ok: false, errorMessage: 'The page number must be a whole number from 1.' };
  }
  return { ok: true, offset: (page - 1) * NOTIFICATION_PAGE_SIZE, limit: NOTIFICATION_PAGE_SIZE };
}
