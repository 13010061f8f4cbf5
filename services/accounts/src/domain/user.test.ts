import { describe, expect, it } from 'vitest';
import { toPublicUser } from './user';

describe('toPublicUser', () => {
  it('shows a member by her first name and dates in ISO 8601', () => {
    const user = toPublicUser({
      id: 'u1',
      profileId: 7,
      firstName: ' Ada ',
      lastName: 'Lovelace',
      picture: null,
      createdAt: new Date('2024-01-01T10:00:00Z'),
    });
    expect(user.displayName).toBe('Ada');
    expect(user.createdAt).toBe('2024-01-01T10:00:00.000Z');
  });
});
