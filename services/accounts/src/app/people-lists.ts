// Use cases: the admin people screens' reads (listUsers, listDeletedUsers, listMembers, adminPerson): one page of
// accounts filtered, searched and sorted in the database, only that page's e-mails decrypted (decision 0029).
import { findPerson, listPeople, type PersonRow } from '../db/people';
import {
  parsePeopleQuery,
  restorableUntil,
  type PeopleList,
  type PeopleRequest,
  type PersonRole,
  type PersonStatus,
} from '../domain/people';
import { iso, type AccountsDeps } from './deps';

/** An account as the admin people screens show it. */
export interface AdminPersonView {
  id: string;
  profileId: number;
  firstName: string;
  lastName: string;
  /** Empty once her personal data is erased. */
  email: string;
  role: PersonRole;
  memberStatus: PersonStatus;
  holdReason: string | null;
  isDiamond: boolean;
  adminInviteLimit: number;
  idVerified: boolean;
  emailConfirmed: boolean;
  createdAt: string;
  deletedAt: string | null;
  /** self or admin; null for a live account, a co-host her host removed, or a deletion from before 0029. */
  deletedBy: string | null;
  /** Until when restoreUser can bring her back; null when it cannot. */
  restorableUntil: string | null;
}

export type PeoplePageResult =
  { status: 'success'; results: AdminPersonView[]; count: number } | { status: 'invalid'; message: string };

type Deps = Pick<AccountsDeps, 'db' | 'crypto'>;

function view({ crypto }: Pick<Deps, 'crypto'>, row: PersonRow): AdminPersonView {
  const until = restorableUntil(row);
  return {
    id: row.id,
    profileId: row.profileId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.emailEncrypted ? crypto.decrypt(row.emailEncrypted) : '',
    role: row.role,
    memberStatus: row.memberStatus,
    holdReason: row.holdReason,
    isDiamond: row.isDiamond,
    adminInviteLimit: row.adminInviteLimit,
    idVerified: row.idVerified,
    emailConfirmed: row.emailConfirmed,
    createdAt: iso(row.createdAt),
    deletedAt: row.deletedAt ? iso(row.deletedAt) : null,
    deletedBy: row.deletedBy,
    restorableUntil: until && until > new Date() ? iso(until) : null,
  };
}

/** One page of a list; a request outside the list's whitelist (sort, filter, page) is refused with the reason. */
export async function listPeoplePage(deps: Deps, list: PeopleList, request: PeopleRequest): Promise<PeoplePageResult> {
  const parsed = parsePeopleQuery(list, request);
  if (!parsed.ok) return { status: 'invalid', message: parsed.message };
  const { query } = parsed;
  const emailHash = query.search?.email ? deps.crypto.lookupHash(query.search.email) : null;
  const { rows, count } = await listPeople(deps.db, { list, query, emailHash });
  return { status: 'success', results: rows.map((row) => view(deps, row)), count };
}

/** Any account, live or deleted, by id; null when there is none. */
export async function adminPerson(deps: Deps, id: string): Promise<AdminPersonView | null> {
  const row = await findPerson(deps.db, id);
  return row ? view(deps, row) : null;
}
