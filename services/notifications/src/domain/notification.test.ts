import { describe, expect, it } from 'vitest';
import { isForViewer, toGraph } from './notification';

const notification = { id: 9, recipientId: 'u1', kind: 'comment', body: 'Hi', readAt: null, createdAt: new Date(0) };

describe('notifications', () => {
  it('belong to their recipient only', () => {
    expect(isForViewer(notification, 'u1')).toBe(true);
    expect(isForViewer(notification, 'u2')).toBe(false);
    expect(isForViewer(notification, undefined)).toBe(false);
  });
  it('read as unread until read', () => {
    expect(toGraph(notification).isRead).toBe(false);
    expect(toGraph({ ...notification, readAt: new Date() }).isRead).toBe(true);
  });
});
