import { describe, expect, it } from 'vitest';
import { NOTIFICATION_PAGE_SIZE, notificationPage } from './notification-pages';

describe('notification pages', () => {
  it('start at page 1 when no page is given', () => {
    expect(notificationPage(undefined)).toEqual({ ok: true, offset: 0, limit: NOTIFICATION_PAGE_SIZE });
    expect(notificationPage(null)).toEqual({ ok: true, offset: 0, limit: NOTIFICATION_PAGE_SIZE });
  });

  it('skip the earlier pages', () => {
    expect(notificationPage(3)).toEqual({
      ok: true,
      offset: 2 * NOTIFICATION_PAGE_SIZE,
      limit: NOTIFICATION_PAGE_SIZE,
    });
  });

  it('refuse a page below 1, a fraction or an absurd page with a message', () => {
    for (const page of [0, -1, 1.5, 1_000_000]) {
      expect(notificationPage(page)).toEqual({
        ok: false,
        errorMessage: 'The page number must be a whole number from 1.',
      });
    }
  });
});
