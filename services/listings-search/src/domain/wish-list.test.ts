import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, mayReadGroup, WISH_LIST_TEXTS, wishListName } from './wish-list';

describe('a wish list name', () => {
  it('is trimmed and its inner spaces folded', () => {
    expect(wishListName('  Summer   in  Lisbon ')).toEqual({ name: 'Summer in Lisbon' });
  });

  it('may not be blank', () => {
    expect(wishListName('')).toEqual({ error: WISH_LIST_TEXTS.nameRequired });
    expect(wishListName(' \t\n ')).toEqual({ error: WISH_LIST_TEXTS.nameRequired });
  });

  it('counts characters, not UTF-16 units, against its limit', () => {
    expect(wishListName('🌊'.repeat(MAX_NAME_LENGTH))).toEqual({ name: '🌊'.repeat(MAX_NAME_LENGTH) });
    expect(wishListName('a'.repeat(MAX_NAME_LENGTH + 1))).toEqual({ error: WISH_LIST_TEXTS.nameTooLong });
  });
});

describe('who may read a group', () => {
  it('opens a public group to any member and a private one to its owner only', () => {
    expect(mayReadGroup({ userId: 'ada', isPublic: true }, 'grace')).toBe(true);
    expect(mayReadGroup({ userId: 'ada', isPublic: false }, 'ada')).toBe(true);
    expect(mayReadGroup({ userId: 'ada', isPublic: false }, 'grace')).toBe(false);
  });
});
