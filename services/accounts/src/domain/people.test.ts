import { describe, expect, it } from 'vitest';
import { parsePeopleQuery, restorableUntil, restoreRefusal, RESTORE_MESSAGES } from './people';

describe('parsePeopleQuery', () => {
  it('fills in the defaults: first page of 20, newest first (by deletion for deleted users)', () => {
    expect(parsePeopleQuery('users', {})).toEqual({
      ok: true,
      query: {
        search: null,
        role: null,
        status: null,
        diamond: null,
        sort: 'createdAt',
        direction: 'desc',
        page: 1,
        pageSize: 20,
      },
    });
    expect(parsePeopleQuery('deleted', {})).toMatchObject({
      ok: true,
      query: { sort: 'deletedAt', direction: 'desc' },
    });
    expect(parsePeopleQuery('members', { sort: 'name' })).toMatchObject({
      ok: true,
      query: { sort: 'name', direction: 'asc' },
    });
  });

  it('reads the search text as a name, an e-mail when it has an @, and a profile id when it is a number', () => {
    const search = (text: string) => {
      const parsed = parsePeopleQuery('users', { search: text });
      return parsed.ok ? parsed.query.search : parsed;
    };
    expect(search('  Ada ')).toEqual({ name: 'Ada', email: null, profileId: null });
    expect(search('Ada@Example.com')).toEqual({ name: 'Ada@Example.com', email: 'ada@example.com', profileId: null });
    expect(search('1234567')).toEqual({ name: '1234567', email: null, profileId: 1234567 });
    expect(search('99999999999')).toEqual({ name: '99999999999', email: null, profileId: null });
    expect(search('   ')).toBeNull();
  });

  it.each([
    ['users', { sort: 'email' }, 'Cannot sort by "email": sort must be createdAt, name or profileId.'],
    ['users', { sort: 'deletedAt' }, 'Cannot sort by "deletedAt": sort must be createdAt, name or profileId.'],
    ['deleted', { sort: 'email' }, 'Cannot sort by "email": sort must be deletedAt, createdAt, name or profileId.'],
    ['users', { direction: 'up' }, 'direction must be asc or desc.'],
    ['users', { page: 0 }, 'page must be between 1 and 100000.'],
    ['users', { pageSize: 0 }, 'pageSize must be between 1 and 100.'],
    ['users', { pageSize: 101 }, 'pageSize must be between 1 and 100.'],
    ['users', { role: 'admin' }, 'role must be member, coHost, pressUser or propertyManager.'],
    ['members', { status: 'gold' }, 'status must be pending, standard, on_hold or rejected.'],
    ['users', { search: 'x'.repeat(101) }, 'search must be at most 100 characters.'],
  ] as const)('refuses on the %s list %j', (list, request, message) => {
    expect(parsePeopleQuery(list, request)).toEqual({ ok: false, message });
  });

  it('ignores nothing it was given: a role on the members list and a status on the users list are refused', () => {
    expect(parsePeopleQuery('members', { role: 'coHost' })).toMatchObject({ ok: false });
    expect(parsePeopleQuery('users', { status: 'pending' })).toMatchObject({ ok: false });
  });
});

describe('restoring a deleted account', () => {
  const deletedAt = new Date('2026-03-01T10:00:00Z');
  const day = 86_400_000;

  it('is possible for 30 days after an admin deleted it, and not once erased', () => {
    const byAdmin = { deletedAt, deletedBy: 'admin' as const, erasedAt: null };
    expect(restorableUntil(byAdmin)).toEqual(new Date(deletedAt.getTime() + 30 * day));
    expect(restoreRefusal(byAdmin, new Date(deletedAt.getTime() + 29 * day))).toBeNull();
    expect(restoreRefusal(byAdmin, new Date(deletedAt.getTime() + 30 * day))).toEqual({
      status: 'invalid',
      message: RESTORE_MESSAGES.erased,
    });
    expect(restoreRefusal({ ...byAdmin, erasedAt: new Date() }, deletedAt)).toEqual({
      status: 'invalid',
      message: RESTORE_MESSAGES.erased,
    });
  });

  it('is refused for her own deletion, a removed co-host, and a live account', () => {
    const now = new Date(deletedAt.getTime() + day);
    expect(restoreRefusal({ deletedAt, deletedBy: 'self', erasedAt: deletedAt }, now)).toEqual({
      status: 'invalid',
      message: RESTORE_MESSAGES.deletedBySelf,
    });
    expect(restoreRefusal({ deletedAt, deletedBy: null, erasedAt: null }, now)).toEqual({
      status: 'invalid',
      message: RESTORE_MESSAGES.notByAdmin,
    });
    expect(restoreRefusal({ deletedAt: null, deletedBy: null, erasedAt: null }, now)).toEqual({
      status: 'notFound',
      message: RESTORE_MESSAGES.notFound,
    });
    expect(restorableUntil({ deletedAt, deletedBy: 'self', erasedAt: deletedAt })).toBeNull();
  });
});
