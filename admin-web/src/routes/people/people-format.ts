// How the people screens word an account: her name, her role and status, yes/no flags. The words come from ../../texts.
import { ADMIN_TEXTS } from '../../texts';

/** The server's longest search (accounts' people lists). */
export const PEOPLE_SEARCH_MAX = 100;
/** The longest note on a hold or a rejection (accounts' REVIEW_NOTE_MAX_LENGTH). */
export const NOTE_MAX = 1000;
/** The most extra invitations an admin may give (accounts' set-member-invite-limit). */
export const INVITE_LIMIT_MAX = 1000;

/** "Ada Lovelace"; an erased account's "Former member" stands alone. */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const roleLabel = (role: string) => (ADMIN_TEXTS.roleLabels as Record<string, string>)[role] ?? role;

export const statusLabel = (status: string) => (ADMIN_TEXTS.statusLabels as Record<string, string>)[status] ?? status;

export const deletedByLabel = (deletedBy: string | null | undefined) =>
  deletedBy ? ((ADMIN_TEXTS.deletedByLabels as Record<string, string>)[deletedBy] ?? deletedBy) : '—';

export const yesNo = (value: boolean) => (value ? ADMIN_TEXTS.yes : ADMIN_TEXTS.no);

/** The server's account ids are UUIDs; anything else in ?view= is ignored. */
export const isAccountId = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
