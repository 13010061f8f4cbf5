// The admin people screens' rules (decision 0029): what a list request may ask (search, filters, sort, page), the
// roles and statuses it filters by, and when a deleted account can still be restored.

export const PERSON_ROLES = ['member', 'coHost', 'pressUser', 'propertyManager'] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export const MEMBER_STATUSES = ['pending', 'standard', 'on_hold', 'rejected'] as const;
export type PersonStatus = (typeof MEMBER_STATUSES)[number];

/** The three lists: live accounts of every role, live members, deleted accounts. */
export type PeopleList = 'users' | 'members' | 'deleted';

/** What each list may be sorted by. E-mails are stored encrypted, so they never sort. */
export const SORT_KEYS: Readonly<Record<PeopleList, readonly PeopleSortKey[]>> = {
  users: ['createdAt', 'name', 'profileId'],
  members: ['createdAt', 'name', 'profileId'],
  deleted: ['deletedAt', 'createdAt', 'name', 'profileId'],
};
export type PeopleSortKey = 'createdAt' | 'deletedAt' | 'name' | 'profileId';
export type SortDirection = 'asc' | 'desc';

/** The newest first by default; names and profile numbers read upwards. */
const DEFAULT_SORT: Readonly<Record<PeopleList, PeopleSortKey>> = {
  users: 'createdAt',
  members: 'createdAt',
  deleted: 'deletedAt',
};
const defaultDirection = (key: PeopleSortKey): SortDirection =>
  key === 'createdAt' || key === 'deletedAt' ? 'desc' : 'asc';

export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** Far beyond any real list; it keeps the offset a sane number. */
export const MAX_PAGE = 100_000;
export const SEARCH_MAX_LENGTH = 100;
const MAX_PROFILE_ID = 2_147_483_647;

/** What the admin typed in the search box, read three ways: part of a name, an exact e-mail, an exact profile id. */
export interface PeopleSearch {
  /** Matched case-insensitively anywhere in "first last". */
  name: string;
  /** The whole text when it looks like an address: matched exactly through its lookup hash. */
  email: string | null;
  /** The whole text when it is a profile number. */
  profileId: number | null;
}

export interface PeopleQuery {
  search: PeopleSearch | null;
  role: PersonRole | null;
  status: PersonStatus | null;
  diamond: boolean | null;
  sort: PeopleSortKey;
  direction: SortDirection;
  page: number;
  pageSize: number;
}

export interface PeopleRequest {
  search?: string | null;
  role?: string | null;
  status?: string | null;
  diamond?: boolean | null;
  page?: number | null;
  pageSize?: number | null;
  sort?: string | null;
  direction?: string | null;
}

export type ParsedPeopleQuery = { ok: true; query: PeopleQuery } | { ok: false; message: string };

const oneOf = (values: readonly string[]) =>
  values.length === 1 ? values[0]! : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

function readSearch(text: string | null | undefined): PeopleSearch | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  const profileId = /^\d{1,10}$/.test(trimmed) && Number(trimmed) <= MAX_PROFILE_ID ? Number(trimmed) : null;
  return { name: trimmed, email: trimmed.includes('@') ? trimmed.toLowerCase() : null, profileId };
}

/** A list request checked against the list's whitelist, with its defaults filled in, or the first problem. */
export function parsePeopleQuery(list: PeopleList, request: PeopleRequest): ParsedPeopleQuery {
  const refuse = (message: string): ParsedPeopleQuery => ({ ok: false, message });
  if ((request.search?.length ?? 0) > SEARCH_MAX_LENGTH)
    return refuse(`search must be at most ${SEARCH_MAX_LENGTH} characters.`);
  const role = request.role ?? null;
  if (role !== null && (list !== 'users' || !(PERSON_ROLES as readonly string[]).includes(role)))
    return refuse(`role must be ${oneOf(PERSON_ROLES)}.`);
  const status = request.status ?? null;
  if (status !== null && (list !== 'members' || !(MEMBER_STATUSES as readonly string[]).includes(status)))
    return refuse(`status must be ${oneOf(MEMBER_STATUSES)}.`);
  const sortKeys = SORT_KEYS[list];
  const sort = request.sort ?? DEFAULT_SORT[list];
  if (!(sortKeys as readonly string[]).includes(sort))
    return refuse(`Cannot sort by "${sort}": sort must be ${oneOf(sortKeys)}.`);
  const direction = request.direction ?? defaultDirection(sort as PeopleSortKey);
  if (direction !== 'asc' && direction !== 'desc') return refuse('direction must be asc or desc.');
  const page = request.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) return refuse(`page must be between 1 and ${MAX_PAGE}.`);
  const pageSize = request.pageSize ?? PAGE_SIZE.default;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE.max)
    return refuse(`pageSize must be between 1 and ${PAGE_SIZE.max}.`);
  return {
    ok: true,
    query: {
      search: readSearch(request.search),
      role: role as PersonRole | null,
      status: status as PersonStatus | null,
      diamond: list === 'members' ? (request.diamond ?? null) : null,
      sort: sort as PeopleSortKey,
      direction,
      page,
      pageSize,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Deletion and restoring

/** An admin's deletion stays reversible this long; then the purge erases her personal data as her own deletion does. */
export const RESTORE_DAYS = 30;

export type DeletedBy = 'self' | 'admin';

export interface DeletedAccountFacts {
  deletedAt: Date | null;
  deletedBy: DeletedBy | null;
  erasedAt: Date | null;
}

export const RESTORE_MESSAGES = {
  notFound: 'There is no such deleted account.',
  deletedBySelf: 'She deleted her own account, so her personal data was erased; it cannot be restored.',
  erased: `She was deleted more than ${RESTORE_DAYS} days ago and her personal data is erased; the account cannot be restored.`,
  notByAdmin: 'Only an account deleted by an admin can be restored.',
  emailTaken: (email: string) =>
    `Her e-mail address ${email} has since been registered by another account, so she cannot be restored.`,
} as const;

/** Until when an admin's deletion can be undone; null when it cannot (her own deletion, or already erased). */
export function restorableUntil(account: DeletedAccountFacts): Date | null {
  if (!account.deletedAt || account.deletedBy !== 'admin' || account.erasedAt) return null;
  return new Date(account.deletedAt.getTime() + RESTORE_DAYS * 86_400_000);
}

/**
 * Why this deleted account cannot be restored at `now` (the e-mail check comes after, with the database); null when
 * it can. Past its 30 days it is refused even before the purge has erased it.
 */
export function restoreRefusal(
  account: DeletedAccountFacts,
  now: Date,
): { status: 'notFound' | 'invalid'; message: string } | null {
  if (!account.deletedAt) return { status: 'notFound', message: RESTORE_MESSAGES.notFound };
  if (account.deletedBy === 'self') return { status: 'invalid', message: RESTORE_MESSAGES.deletedBySelf };
  if (account.deletedBy !== 'admin') return { status: 'invalid', message: RESTORE_MESSAGES.notByAdmin };
  const until = restorableUntil(account);
  if (!until || until <= now) return { status: 'invalid', message: RESTORE_MESSAGES.erased };
  return null;
}
