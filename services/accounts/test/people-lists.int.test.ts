// The admin people screens' reads as use cases on one real database: the users, members and deleted-users lists with
// their filters, search, sort and paging, one person, and the dashboard's counts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMember } from '../src/app/account-deletion';
import { adminDashboardCounts } from '../src/app/admin-dashboard';
import { adminPerson, listPeoplePage, type PeoplePageResult } from '../src/app/people-lists';
import type { PeopleList, PeopleRequest } from '../src/domain/people';
import { insertAdmin, insertMember, type MemberFixture } from '../src/testing';
import { actorOf } from './support/admin-log';
import { KEY, membershipTestbed, SETUP_MS, type MembershipTestbed } from './support/membership-testbed';

describe('the admin people lists', () => {
  let bed: MembershipTestbed;
  const db = () => bed.deps.db;
  const ids: Record<string, string> = {};
  let day = 0;

  /** A person created on the next day of January 2026, so the newest-first order is known. */
  async function person(first: string, last: string, extra: Partial<MemberFixture> = {}, columns = {}) {
    const id = await insertMember(db(), KEY, {
      firstName: first,
      lastName: last,
      email: `${first.toLowerCase()}@example.com`,
      password: 'Travel2024!',
      ...extra,
    });
    day += 1;
    await db()('users')
      .where({ id })
      .update({ created_at: new Date(Date.UTC(2026, 0, day, 9)), ...columns });
    ids[first] = id;
    return id;
  }

  async function document(userId: string, status: 'pending' | 'approved') {
    const id = randomUUID();
    await db()('identity_documents').insert({
      id,
      user_id: userId,
      document_type: 'passport',
      file_name: `${id}.png`,
      content_type: 'image/png',
      byte_size: 100,
      sha256: Buffer.alloc(32),
      status,
    });
  }

  const list = async (which: PeopleList, request: PeopleRequest = {}) => {
    const result: PeoplePageResult = await listPeoplePage(bed.deps, which, request);
    if (result.status !== 'success') throw new Error(result.message);
    return { names: result.results.map((p) => p.firstName), count: result.count, results: result.results };
  };

  beforeAll(async () => {
    bed = await membershipTestbed('accounts_people_lists');
    const ada = await person('Ada', 'Lovelace', {}, { is_diamond: true });
    await db()('user_verifications').where({ user_id: ada }).update({ is_id_verification: true });
    await document(ada, 'approved');
    const grace = await person('Grace', 'Hopper', { memberStatus: 'on_hold' });
    await db()('member_status_changes').insert([
      { user_id: grace, from_status: 'standard', to_status: 'on_hold', reason: 'Late payment' },
      { user_id: grace, from_status: 'on_hold', to_status: 'standard', reason: null },
      { user_id: grace, from_status: 'standard', to_status: 'on_hold', reason: 'Unpaid damages' },
    ]);
    await person('Hedy', 'Lamarr', { memberStatus: 'pending', emailConfirmed: false });
    await person('Mary', 'Jackson', { memberStatus: 'rejected' });
    await person('Katherine', 'Johnson', {}, { co_host_of: ada });
    await person('Nellie', 'Bly', {}, { is_press_user: true });
    await person('Paula', 'Manager', {}, { is_property_manager: true, admin_invite_limit: 3 });
    const dorothy = await person('Dorothy', 'Vaughan');
    await document(dorothy, 'pending');
    await document(await person('Rosalind', 'Franklin'), 'pending');
    const adminId = await insertAdmin(db(), KEY, { email: 'desk@golightly.test', password: 'Admin2024!x' });
    expect(await deleteMember(bed.deps, actorOf(adminId), dorothy)).toEqual({ status: 'success' });
  }, SETUP_MS);
  afterAll(() => bed?.close());

  describe('users', () => {
    it('lists every live account, newest first, with the total, and leaves the deleted one out', async () => {
      expect(await list('users')).toMatchObject({
        names: ['Rosalind', 'Paula', 'Nellie', 'Katherine', 'Mary', 'Hedy', 'Grace', 'Ada'],
        count: 8,
      });
    });

    it('shows each person with her role and standing, e-mail decrypted', async () => {
      const { results } = await list('users', { search: 'Lovelace' });
      expect(results).toEqual([
        {
          id: ids.Ada,
          profileId: expect.any(Number),
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          role: 'member',
          memberStatus: 'standard',
          holdReason: null,
          isDiamond: true,
          adminInviteLimit: 0,
          idVerified: true,
          emailConfirmed: true,
          createdAt: '2026-01-01T09:00:00.000Z',
          deletedAt: null,
          deletedBy: null,
          restorableUntil: null,
        },
      ]);
    });

    it('filters by role: co-hosts, press users, property managers and members', async () => {
      expect((await list('users', { role: 'coHost' })).names).toEqual(['Katherine']);
      expect((await list('users', { role: 'pressUser' })).names).toEqual(['Nellie']);
      expect(await list('users', { role: 'propertyManager' })).toMatchObject({ names: ['Paula'], count: 1 });
      expect(await list('users', { role: 'member' })).toMatchObject({
        names: ['Rosalind', 'Mary', 'Hedy', 'Grace', 'Ada'],
        count: 5,
      });
    });

    it('searches part of a name in any case, the whole name, an exact e-mail and an exact profile id', async () => {
      expect((await list('users', { search: 'LOVE' })).names).toEqual(['Ada']);
      expect((await list('users', { search: 'ada lovelace' })).names).toEqual(['Ada']);
      expect((await list('users', { search: 'an' })).names).toEqual(['Rosalind', 'Paula']);
      expect((await list('users', { search: ' Grace@Example.com ' })).names).toEqual(['Grace']);
      expect((await list('users', { search: 'grace@example' })).names).toEqual([]);
      const hedy = (await db()('users').where({ id: ids.Hedy }).first('profile_id')).profile_id as number;
      expect((await list('users', { search: String(hedy) })).names).toEqual(['Hedy']);
      expect(await list('users', { search: 'nobody at all' })).toEqual({ names: [], count: 0, results: [] });
    });

    it('treats % and _ in the search as letters, not wildcards', async () => {
      expect((await list('users', { search: '%' })).count).toBe(0);
      expect((await list('users', { search: '_' })).count).toBe(0);
    });

    it('pages through the list with the total on every page', async () => {
      expect(await list('users', { pageSize: 3, page: 2 })).toMatchObject({
        names: ['Katherine', 'Mary', 'Hedy'],
        count: 8,
      });
      expect(await list('users', { pageSize: 3, page: 3 })).toMatchObject({ names: ['Grace', 'Ada'], count: 8 });
      expect(await list('users', { pageSize: 3, page: 4 })).toMatchObject({ names: [], count: 8 });
    });

    it('sorts by name and by creation either way', async () => {
      const byName = ['Ada', 'Grace', 'Hedy', 'Katherine', 'Mary', 'Nellie', 'Paula', 'Rosalind'];
      expect((await list('users', { sort: 'name' })).names).toEqual(byName);
      expect((await list('users', { sort: 'name', direction: 'desc' })).names).toEqual([...byName].reverse());
      expect((await list('users', { sort: 'createdAt', direction: 'asc' })).names).toEqual([
        'Ada',
        'Grace',
        'Hedy',
        'Mary',
        'Katherine',
        'Nellie',
        'Paula',
        'Rosalind',
      ]);
    });

    it('refuses a sort key outside the whitelist, e-mail included, and a page size out of range', async () => {
      expect(await listPeoplePage(bed.deps, 'users', { sort: 'email' })).toEqual({
        status: 'invalid',
        message: 'Cannot sort by "email": sort must be createdAt, name or profileId.',
      });
      expect(await listPeoplePage(bed.deps, 'users', { sort: 'first_name; drop table users' })).toMatchObject({
        status: 'invalid',
      });
      expect(await listPeoplePage(bed.deps, 'users', { pageSize: 500 })).toEqual({
        status: 'invalid',
        message: 'pageSize must be between 1 and 100.',
      });
    });
  });

  describe('members', () => {
    it('lists members only: no co-hosts, press users or property managers', async () => {
      expect(await list('members')).toMatchObject({ names: ['Rosalind', 'Mary', 'Hedy', 'Grace', 'Ada'], count: 5 });
    });

    it('filters by status, showing the reason of the hold she is on now', async () => {
      const { results } = await list('members', { status: 'on_hold' });
      expect(results).toEqual([
        expect.objectContaining({ firstName: 'Grace', memberStatus: 'on_hold', holdReason: 'Unpaid damages' }),
      ]);
      expect((await list('members', { status: 'pending' })).results).toEqual([
        expect.objectContaining({ firstName: 'Hedy', emailConfirmed: false, holdReason: null }),
      ]);
    });

    it('filters by the Diamond flag, alone and with a status and a search', async () => {
      expect((await list('members', { diamond: true })).names).toEqual(['Ada']);
      expect((await list('members', { diamond: false, status: 'standard' })).names).toEqual(['Rosalind']);
      expect((await list('members', { diamond: false, search: 'ada@example.com' })).names).toEqual([]);
    });
  });

  describe('deleted users', () => {
    it('lists deleted accounts with who deleted them and until when they can be restored', async () => {
      const { results, count } = await list('deleted');
      expect(count).toBe(1);
      expect(results[0]).toMatchObject({
        id: ids.Dorothy,
        firstName: 'Dorothy',
        email: 'dorothy@example.com',
        deletedBy: 'admin',
        deletedAt: expect.any(String),
      });
      const { deletedAt, restorableUntil } = results[0]!;
      expect(new Date(restorableUntil!).getTime() - new Date(deletedAt!).getTime()).toBe(30 * 86_400_000);
    });

    it('finds a deleted account by the e-mail she had, which the live list no longer finds', async () => {
      expect((await list('deleted', { search: 'dorothy@example.com' })).names).toEqual(['Dorothy']);
      expect((await list('users', { search: 'dorothy@example.com' })).names).toEqual([]);
    });
  });

  it('shows one person by id, live or deleted, and nothing for an unknown or malformed id', async () => {
    expect(await adminPerson(bed.deps, ids.Katherine!)).toMatchObject({ firstName: 'Katherine', role: 'coHost' });
    expect(await adminPerson(bed.deps, ids.Dorothy!)).toMatchObject({ deletedBy: 'admin' });
    expect(await adminPerson(bed.deps, randomUUID())).toBeNull();
    expect(await adminPerson(bed.deps, 'not-an-id')).toBeNull();
  });

  it('counts members standing or on hold, applications waiting and live members’ ID documents waiting', async () => {
    expect(await adminDashboardCounts(bed.deps)).toEqual({
      members: 3,
      pendingApplications: 1,
      idDocumentsWaiting: 1,
      listingsAwaitingApproval: null,
    });
  });
});
