// Queries of the admin people screens (decision 0029): paged lists of accounts with their standing, one account,
// the dashboard's counts, and the reversible deletion an admin makes (soft delete, restore, purge when due).
import type { Knex } from '@golightly/db';
import type { DeletedBy, PeopleList, PeopleQuery, PersonRole, PersonStatus } from '../domain/people';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** An account's role, one rule for the filter and the column: a co-host first, then press user, property manager. */
const ROLE_SQL = `case
  when u.co_host_of is not null then 'coHost'
  when u.is_press_user then 'pressUser'
  when u.is_property_manager then 'propertyManager'
  else 'member' end`;

export interface PersonRow {
  id: string;
  profileId: number;
  firstName: string;
  lastName: string;
  /** Null once erased. */
  emailEncrypted: string | null;
  role: PersonRole;
  memberStatus: PersonStatus;
  /** The note of the hold she is on now; null when she is not on hold. */
  holdReason: string | null;
  isDiamond: boolean;
  adminInviteLimit: number;
  idVerified: boolean;
  emailConfirmed: boolean;
  createdAt: Date;
  deletedAt: Date | null;
  deletedBy: DeletedBy | null;
  erasedAt: Date | null;
}

function personColumns(db: Knex) {
  return {
    id: 'u.id',
    profileId: 'u.profile_id',
    firstName: 'u.first_name',
    lastName: 'u.last_name',
    emailEncrypted: 'u.email_encrypted',
    role: db.raw(ROLE_SQL),
    memberStatus: 'u.member_status',
    holdReason: db.raw(`case when u.member_status = 'on_hold' then (
      select c.reason from member_status_changes c where c.user_id = u.id and c.to_status = 'on_hold'
      order by c.created_at desc, c.id desc limit 1) end`),
    isDiamond: 'u.is_diamond',
    adminInviteLimit: 'u.admin_invite_limit',
    idVerified: db.raw('coalesce(v.is_id_verification, false)'),
    emailConfirmed: db.raw('coalesce(v.is_email_confirmed, false)'),
    createdAt: 'u.created_at',
    deletedAt: 'u.deleted_at',
    deletedBy: 'u.deleted_by',
    erasedAt: 'u.erased_at',
  };
}

/** Which accounts a list shows; `emailHash` is the lookup hash of the search text when it reads as an address. */
export interface PeopleFilter {
  list: PeopleList;
  query: PeopleQuery;
  emailHash: Buffer | null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Knex, { list, query, emailHash }: PeopleFilter) {
  const q = db('users as u');
  if (list === 'deleted') void q.whereNotNull('u.deleted_at');
  else void q.whereNull('u.deleted_at');
  // The members screens show members only: not co-hosts, press users or property managers.
  const role = list === 'members' ? 'member' : query.role;
  if (role) void q.whereRaw(`(${ROLE_SQL}) = ?`, [role]);
  if (query.status) void q.where('u.member_status', query.status);
  if (query.diamond !== null) void q.where('u.is_diamond', query.diamond);
  const search = query.search;
  if (search) {
    void q.where((s) => {
      void s.whereRaw(`(u.first_name || ' ' || u.last_name) ilike ? escape '\\'`, [`%${escapeLike(search.name)}%`]);
      if (emailHash) void s.orWhere('u.email_hash', emailHash).orWhere('u.deleted_email_hash', emailHash);
      if (search.profileId !== null) void s.orWhere('u.profile_id', search.profileId);
    });
  }
  return q;
}

const ORDER: Record<PeopleQuery['sort'], string[]> = {
  createdAt: ['u.created_at'],
  deletedAt: ['u.deleted_at'],
  name: ['lower(u.first_name)', 'lower(u.last_name)'],
  profileId: ['u.profile_id'],
};

/** One page of the filtered accounts, and how many there are in all. */
export async function listPeople(db: Knex, filter: PeopleFilter): Promise<{ rows: PersonRow[]; count: number }> {
  const { query } = filter;
  const direction = query.direction === 'asc' ? 'asc' : 'desc';
  const orderBy = [...ORDER[query.sort], 'u.id'].map((column) => `${column} ${direction}`).join(', ');
  const [rows, [total]] = await Promise.all([
    filtered(db, filter)
      .leftJoin('user_verifications as v', 'v.user_id', 'u.id')
      .select(personColumns(db))
      .orderByRaw(orderBy)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    filtered(db, filter).count({ n: '*' }),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** Any account by id, live or deleted. */
export async function findPerson(db: Knex, id: string): Promise<PersonRow | undefined> {
  if (!isUuid(id)) return undefined;
  return db('users as u')
    .leftJoin('user_verifications as v', 'v.user_id', 'u.id')
    .where('u.id', id)
    .first(personColumns(db));
}

/** The admin dashboard's counts, in one round trip. */
export async function countDashboard(db: Knex): Promise<{
  members: number;
  pendingApplications: number;
  idDocumentsWaiting: number;
}> {
  const { rows } = await db.raw<{
    rows: { members: number; pending_applications: number; id_documents_waiting: number }[];
  }>(
    `select
       (select count(*)::int from users u where u.deleted_at is null and (${ROLE_SQL}) = 'member'
          and u.member_status in ('standard', 'on_hold')) as members,
       (select count(*)::int from users u where u.deleted_at is null and u.member_status = 'pending') as pending_applications,
       (select count(*)::int from identity_documents d join users u on u.id = d.user_id
          where d.status = 'pending' and u.deleted_at is null) as id_documents_waiting`,
  );
  const row = rows[0]!;
  return {
    members: row.members,
    pendingApplications: row.pending_applications,
    idDocumentsWaiting: row.id_documents_waiting,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Deleting and restoring (decision 0029)

export interface AccountForDeletion {
  userId: string;
  profileId: number;
  firstName: string;
  lastName: string;
  emailEncrypted: string | null;
  gender: 'male' | 'female' | null;
  deletedAt: Date | null;
  deletedBy: DeletedBy | null;
  erasedAt: Date | null;
  /** The lookup hash of the address she had, kept by an admin's deletion. */
  deletedEmailHash: Buffer | null;
}

/** An account locked for deletion or restoring, live or deleted; undefined when there is none. */
export async function lockAccount(trx: Knex.Transaction, userId: string): Promise<AccountForDeletion | undefined> {
  if (!isUuid(userId)) return undefined;
  return trx('users').where({ id: userId }).forUpdate().first({
    userId: 'id',
    profileId: 'profile_id',
    firstName: 'first_name',
    lastName: 'last_name',
    emailEncrypted: 'email_encrypted',
    gender: 'gender',
    deletedAt: 'deleted_at',
    deletedBy: 'deleted_by',
    erasedAt: 'erased_at',
    deletedEmailHash: 'deleted_email_hash',
  });
}

/**
 * An admin's deletion: the account ends but keeps its data, so it can be restored; her address is freed (another
 * account may register it) and its lookup hash kept. Her pending invitations are cancelled.
 */
export async function softDeleteAccount(trx: Knex.Transaction, userId: string, adminId: string): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .whereNull('deleted_at')
    .update({
      deleted_at: trx.fn.now(),
      deleted_by: 'admin',
      deleted_by_admin_id: adminId,
      deleted_email_hash: trx.ref('email_hash'),
      email_hash: null,
    });
  await trx('invitations').where({ inviter_id: userId, status: 'pending' }).update({ status: 'cancelled' });
}

/** Whether a live member or admin now signs in with this address. */
export async function isEmailInUse(trx: Knex.Transaction, emailHash: Buffer): Promise<boolean> {
  const member = await trx('users').where({ email_hash: emailHash }).first('id');
  if (member) return true;
  return Boolean(await trx('admin_users').where({ email_hash: emailHash }).whereNull('deleted_at').first('id'));
}

/** The account is live again with its address; false when another account took the address at this very moment. */
export async function restoreAccount(trx: Knex.Transaction, userId: string): Promise<boolean> {
  try {
    await trx.raw('savepoint restore_account');
    await trx('users')
      .where({ id: userId })
      .update({
        deleted_at: null,
        deleted_by: null,
        deleted_by_admin_id: null,
        email_hash: trx.ref('deleted_email_hash'),
        deleted_email_hash: null,
      });
    await trx.raw('release savepoint restore_account');
    return true;
  } catch (error) {
    const pg = error as { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === 'users_email_hash_key') {
      await trx.raw('rollback to savepoint restore_account');
      return false;
    }
    throw error;
  }
}

/**
 * Admin deletions past `days`, not yet erased, locked for the purge; rows another purge holds are skipped, so
 * several instances share the work.
 */
export async function claimAccountsToErase(trx: Knex.Transaction, days: number, limit: number): Promise<string[]> {
  const rows: { id: string }[] = await trx('users')
    .where({ deleted_by: 'admin' })
    .whereNull('erased_at')
    .where('deleted_at', '<=', trx.raw(`now() - make_interval(days => ?)`, [days]))
    .orderBy('deleted_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('id');
  return rows.map((row) => row.id);
}
